import { Button } from '@portal/shared-ui/button';
import { type KeyboardEvent, useRef } from 'react';
import { IdentifierFindings } from '../identifier-findings';
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
