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
  'h-9 min-w-0 flex-1 rounded border border-line px-3 text-sm text-ink outline-none focus:border-brand';

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
    <fieldset className="flex gap-4">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="w-24 shrink-0 pt-2 text-right text-sm text-ink-soft">
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
              className={input}
            />
            {i === rows.length - 1 ? (
              <button
                type="button"
                aria-label={t.addRow(label)}
                onClick={() => onChange([...rows, ''])}
                className="h-9 w-9 rounded border border-line text-ink-soft hover:text-brand"
              >
                +
              </button>
            ) : (
              <button
                type="button"
                aria-label={t.removeRow(label)}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                className="h-9 w-9 rounded border border-line text-ink-soft hover:text-brand"
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
      <div className="mx-auto max-w-2xl rounded-lg bg-white px-8 py-6">
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
          <div className="flex items-center gap-4">
            <label htmlFor="advanced-author" className="w-24 shrink-0 text-right text-sm text-ink-soft">
              {t.authorKeywords}
            </label>
            <input
              id="advanced-author"
              value={form.author}
              maxLength={SEARCH_LIMITS.keywordMaxChars}
              placeholder={t.keywordPlaceholder}
              onChange={(e) => setForm((f) => ({ ...f, author: e.target.value }))}
              className={`${input} mr-11`}
            />
          </div>
          <div className="flex items-center gap-4">
            <span className="w-24 shrink-0 text-right text-sm text-ink-soft">{t.timeRange}</span>
            <input
              type="date"
              aria-label={t.start}
              value={form.start}
              onChange={(e) => setForm((f) => ({ ...f, start: e.target.value }))}
              className={input}
            />
            <span className="text-sm text-ink-mute">{t.to}</span>
            <input
              type="date"
              aria-label={t.end}
              value={form.end}
              onChange={(e) => setForm((f) => ({ ...f, end: e.target.value }))}
              className={`${input} mr-11`}
            />
          </div>
          <div className="flex justify-center gap-3 pt-4">
            <button type="submit" className="h-9 rounded bg-brand px-8 text-sm text-white hover:opacity-90">
              {t.submit}
            </button>
            <button
              type="button"
              onClick={() => setForm(EMPTY_FORM)}
              className="h-9 rounded px-6 text-sm text-ink-soft ring-1 ring-line hover:text-brand"
            >
              {t.reset}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
