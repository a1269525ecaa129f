import { findIdentifiers, maskFinding } from '@portal/api/rules/deidentify';
import { Button } from '@portal/shared-ui/button';
import { type KeyboardEvent, useDeferredValue, useMemo, useRef } from 'react';
import { messages } from './messages';
import { COMMENT_MAX_LENGTH, textareaRows } from './rules';

export interface CommentInputProps {
  value: string;
  onChange(value: string): void;
  /** Enter or the post button; validation (blank, login) is the owner's */
  onSubmit(): void;
  signedIn: boolean;
  onRequireLogin(): void;
  posting?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** accessible name of the textarea */
  label?: string;
  submitText?: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  className?: string;
}

/**
 * The textarea of a comment, reply or the fixed box: grows from 1 to 6 rows, cut at 150
 * characters with a counter, Enter posts (Shift+Enter a new line, nothing while an IME composes).
 * Visitors see 登录后参与评论 + 登录 instead of the post button.
 */
export function CommentInput({
  value,
  onChange,
  onSubmit,
  signedIn,
  onRequireLogin,
  posting = false,
  maxLength = COMMENT_MAX_LENGTH,
  placeholder = messages.placeholder,
  label = messages.commentLabel,
  submitText = messages.post,
  autoFocus = false,
  onCancel,
  className = '',
}: CommentInputProps) {
  const composing = useRef(false);
  const blank = value.trim() === '';

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    if (!posting) onSubmit();
  };

  return (
    <div className={`rounded-md border border-line bg-white p-2 ${className}`}>
      <textarea
        aria-label={label}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={textareaRows(value)}
        // biome-ignore lint/a11y/noAutofocus: a reply box is opened by the user's click on 回复
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
        onKeyDown={onKeyDown}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
        className="block max-h-[9rem] w-full resize-none overflow-y-auto text-sm leading-6 text-ink outline-none field-sizing-content placeholder:text-ink-mute"
      />
      <div className="mt-1 flex items-center justify-end gap-3">
        <span className="mr-auto text-xs text-ink-mute" aria-live="polite">
          {messages.counter(value.length, maxLength)}
        </span>
        {onCancel ? (
          <Button variant="text" size="sm" onClick={onCancel}>
            {messages.cancel}
          </Button>
        ) : null}
        {signedIn ? (
          <Button size="sm" disabled={blank} loading={posting} onClick={onSubmit}>
            {submitText}
          </Button>
        ) : (
          <span className="flex items-center gap-2 text-xs text-ink-soft">
            {messages.loginPrompt}
            <Button size="sm" onClick={onRequireLogin}>
              {messages.login}
            </Button>
          </span>
        )}
      </div>
      <IdentifierFindings text={value} onMask={onChange} />
    </div>
  );
}

export interface IdentifierFindingsProps {
  /** the text being typed */
  text: string;
  /** the text with one finding masked (王建国 → 王某某, 13812345678 → ***********) */
  onMask(next: string): void;
  className?: string;
}

/**
 * Under a short input (a comment, a reply, a barrage): the patient identifiers the detector finds
 * as the user types, each with a one-click 遮盖 (issue 23). Nothing while the text is clean. Sending
 * stays possible: the server decides, and refuses with the same detector; this only says it first.
 */
export function IdentifierFindings({ text, onMask, className = '' }: IdentifierFindingsProps) {
  // typing stays responsive on a long paste: the detector runs on the deferred text
  const deferred = useDeferredValue(text);
  const findings = useMemo(() => findIdentifiers(deferred), [deferred]);
  if (findings.length === 0 || deferred !== text) return null;
  return (
    <div role="alert" className={`mt-1 rounded bg-surface px-2 py-1 text-xs text-danger ${className}`}>
      <span>{messages.identifiersFound}</span>
      <ul className="mt-1 flex flex-col gap-1">
        {findings.map((finding) => (
          <li key={`${finding.start}-${finding.kind}`} className="flex items-center gap-2">
            <span>{messages.identifierFinding(finding.kind, finding.text)}</span>
            <Button
              variant="text"
              size="sm"
              aria-label={messages.maskIdentifierLabel(finding.kind, finding.text)}
              onClick={() => onMask(maskFinding(text, finding))}
            >
              {messages.maskIdentifier}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
