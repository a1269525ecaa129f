import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { useNavigate, useSearchParams } from '@portal/router';
import { useHost } from '@portal/shared-ui/host';
import { type FormEvent, useEffect, useState } from 'react';
import { messages } from '../../messages';
import {
  type AdvancedForm,
  advancedResultUrl,
  EMPTY_FORM,
  formFromParams,
  readAdvancedParams,
  validateAdvanced,
} from './advanced-form';

const t = messages.advanced;
const input =
  'h-12 min-w-0 rounded border border-line px-3 text-sm text-ink outline-none focus:border-brand md:h-9';
/** a row's label: above its inputs on a phone, right-aligned beside them from md up */
const rowLabel = 'text-sm text-ink-soft md:w-24 md:shrink-0 md:text-right';
const rowButton =
  'h-12 w-12 shrink-0 rounded border border-line text-ink-soft hover:text-brand md:h-9 md:w-9';

function KeywordRows({
  label,
  rows,
  onChange,
}: {
  label: string;
  rows: string[];
  onChange: (rows: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2 md:flex-row md:gap-4">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className={`${rowLabel} md:pt-2`}>
        {label}
      </span>
      <div className="flex flex-1 flex-col gap-2">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form; only the last is removed
          <div key={i} className="flex items-center gap-2">
            <input
              aria-label={rows.length > 1 ? `${label} ${i + 1}` : label}
              value={row}
              maxLength={SEARCH_LIMITS.keywordMaxChars}
              placeholder={t.keywordPlaceholder}
              onChange={(e) => onChange(rows.map((r, j) => (j === i ? e.target.value : r)))}
              className={`${input} flex-1`}
            />
            {i === rows.length - 1 ? (
              <button
                type="button"
                aria-label={t.addRow(label)}
                onClick={() => onChange([...rows, ''])}
                className={rowButton}
              >
                +
              </button>
            ) : (
              <button
                type="button"
                aria-label={t.removeRow(label)}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                className={rowButton}
              >
                −
              </button>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /advanced-search (spec 2, 5): body and title keywords (rows may be added), author keyword (one
 * row), a time range. Valid input goes to /advanced-search-result in the same tab.
 */
export function AdvancedSearchPage() {
  const [params] = useSearchParams();
  const [form, setForm] = useState<AdvancedForm>(() =>
    params.size > 0 ? formFromParams(readAdvancedParams(params)) : EMPTY_FORM,
  );
  const host = useHost();
  const navigate = useNavigate();

  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateAdvanced(form);
    if (!checked.ok) {
      host.toast(checked.message);
      return;
    }
    navigate(advancedResultUrl(checked.params));
  };

  return (
    <div className="mx-auto max-w-page px-4 py-6">
      <div className="mx-auto max-w-2xl rounded-lg bg-white px-4 py-6 md:px-8">
        <h1 className="mb-6 text-xl font-semibold text-ink">{t.title}</h1>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <KeywordRows
            label={t.contentKeywords}
            rows={form.content}
            onChange={(content) => setForm((f) => ({ ...f, content }))}
          />
          <KeywordRows
            label={t.titleKeywords}
            rows={form.title}
            onChange={(title) => setForm((f) => ({ ...f, title }))}
          />
          <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-4">
            <label htmlFor="advanced-author" className={rowLabel}>
              {t.authorKeywords}
            </label>
            <input
              id="advanced-author"
              value={form.author}
              maxLength={SEARCH_LIMITS.keywordMaxChars}
              placeholder={t.keywordPlaceholder}
              onChange={(e) => setForm((f) => ({ ...f, author: e.target.value }))}
              className={`${input} md:mr-11 md:flex-1`}
            />
          </div>
          <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-4">
            <span className={rowLabel}>{t.timeRange}</span>
            {/* the two dates share a line on a phone; from md up the wrapper steps aside (contents) */}
            <div className="flex items-center gap-2 md:contents">
              <input
                type="date"
                aria-label={t.start}
                value={form.start}
                onChange={(e) => setForm((f) => ({ ...f, start: e.target.value }))}
                className={`${input} flex-1`}
              />
              <span className="text-sm text-ink-mute">{t.to}</span>
              <input
                type="date"
                aria-label={t.end}
                value={form.end}
                onChange={(e) => setForm((f) => ({ ...f, end: e.target.value }))}
                className={`${input} flex-1 md:mr-11`}
              />
            </div>
          </div>
          <div className="flex justify-center gap-3 pt-4">
            <button
              type="submit"
              className="h-12 rounded bg-brand px-8 text-sm text-white hover:opacity-90 md:h-9"
            >
              {t.submit}
            </button>
            <button
              type="button"
              onClick={() => setForm(EMPTY_FORM)}
              className="h-12 rounded px-6 text-sm text-ink-soft ring-1 ring-line hover:text-brand md:h-9"
            >
              {t.reset}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
