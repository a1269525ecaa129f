import { DEIDENTIFY_MESSAGES, findingPreview, IDENTIFIER_LABELS } from '@portal/api/rules/deidentify';
import { Button } from '@portal/shared-ui/button';
import { memo } from 'react';
import type { EditorFinding } from './identifier-marks';
import { messages } from './messages';

export interface IdentifierPanelProps {
  findings: readonly EditorFinding[];
  /** selects the finding and scrolls to it */
  onLocate(index: number): void;
  onMask(index: number): void;
  onMaskAll(): void;
}

/** 现病史第2段, 第3段 before any section, 内容 for a one-paragraph text */
export function findingPlace(finding: EditorFinding): string {
  const paragraph = finding.paragraph > 0 ? DEIDENTIFY_MESSAGES.paragraph(finding.paragraph) : '';
  return `${finding.section ?? ''}${paragraph}` || DEIDENTIFY_MESSAGES.content;
}

/**
 * Between the toolbar and the text of an editor that marks identifiers: the rule, each finding by
 * its section and paragraph with 定位 and 遮盖, and 一键遮盖全部. Only the count is a live region,
 * so a screen reader hears a change of it, not the whole list on every keystroke. Memoised: the
 * editor re-renders on every keystroke (its count), the list only when it changes.
 */
export const IdentifierPanel = memo(function IdentifierPanel({
  findings,
  onLocate,
  onMask,
  onMaskAll,
}: IdentifierPanelProps) {
  const count = findings.length;
  return (
    <section
      aria-label={messages.identifiers}
      className={count > 0 ? 'border-b border-line bg-red-50/60 px-4 py-2 text-xs' : ''}
    >
      <p role="status" aria-live="polite" className={count > 0 ? 'font-medium text-danger' : 'sr-only'}>
        {count > 0 ? messages.identifiersFound(count) : ''}
      </p>
      {count > 0 ? (
        <>
          <p className="mt-0.5 text-ink-soft">{DEIDENTIFY_MESSAGES.hint}</p>
          <ul className="mt-1 flex max-h-40 flex-col gap-0.5 overflow-y-auto">
            {findings.map((finding, index) => {
              const place = findingPlace(finding);
              const label = IDENTIFIER_LABELS[finding.kind];
              return (
                <li key={finding.from} className="flex items-center gap-2">
                  <span className="min-w-0 truncate text-ink">
                    {messages.identifierFinding(place, label, findingPreview(finding))}
                  </span>
                  <Button
                    variant="text"
                    size="sm"
                    aria-label={messages.locateIdentifierLabel(place, label)}
                    onClick={() => onLocate(index)}
                  >
                    {messages.locateIdentifier}
                  </Button>
                  <Button
                    variant="text"
                    size="sm"
                    aria-label={messages.maskFindingLabel(place, label)}
                    onClick={() => onMask(index)}
                  >
                    {DEIDENTIFY_MESSAGES.maskOne}
                  </Button>
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" size="sm" className="mt-1" onClick={onMaskAll}>
            {DEIDENTIFY_MESSAGES.maskAll}
          </Button>
        </>
      ) : null}
    </section>
  );
});
