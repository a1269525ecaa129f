import { findIdentifiers, maskFinding } from '@portal/api/rules/deidentify';
import { Button } from '@portal/shared-ui/button';
import { useDeferredValue, useMemo } from 'react';
import { messages } from './comments/messages';

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
