import { SEARCH_DATE_PRESETS, SEARCH_MESSAGES } from '@portal/api/rules/search';
import { Link, useNavigate } from '@portal/router';
import { FilterNav, filterChoiceClass } from '@portal/shared-ui/filter-nav';
import { useHost } from '@portal/shared-ui/host';
import { useState } from 'react';
import {
  DATE_PRESETS,
  dayEnd,
  dayOf,
  dayStart,
  hasBrandToggle,
  hasEssencesToggle,
  type SearchState,
  sortOptions,
  withParams,
} from '../../components/search-options';
import { messages } from '../../messages';

/**
 * The tab's sort bar (spec 4) and the date presets, all in the URL: a change is a new query, so
 * the list starts again at page 1 and the request in flight is aborted.
 */
export function SortBar({ state, params }: { state: SearchState; params: URLSearchParams }) {
  const t = messages.sort;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <FilterNav
        label={t.label}
        variant="pills"
        items={sortOptions(state.tab).map((option) => ({
          key: option.code || 'relevance',
          label: option.label,
          selected: option.code === state.order,
          to: { search: withParams(params, { order: option.code || null }) },
        }))}
      />
      {hasEssencesToggle(state.tab) ? (
        <Link
          to={{ search: withParams(params, { essences: state.essences ? null : '1' }) }}
          aria-pressed={state.essences}
          role="button"
          className={filterChoiceClass('pills', state.essences)}
        >
          {t.essences}
        </Link>
      ) : null}
      {hasBrandToggle(state.tab) ? (
        <Link
          to={{ search: withParams(params, { bmsAuth: state.brandCertified ? null : '1' }) }}
          aria-pressed={state.brandCertified}
          role="button"
          className={filterChoiceClass('pills', state.brandCertified)}
        >
          {t.brandCertified}
        </Link>
      ) : null}
    </div>
  );
}

/** 不限 / 一周内 / 一个月内 / 半年内 / 自定义 (two dates, start not after end). */
export function DateFilter({ state, params }: { state: SearchState; params: URLSearchParams }) {
  const t = messages.dates;
  const host = useHost();
  const navigate = useNavigate();
  const [customOpen, setCustomOpen] = useState(state.datePreset === SEARCH_DATE_PRESETS.custom);
  const [start, setStart] = useState(dayOf(state.firstTime));
  const [end, setEnd] = useState(dayOf(state.lastTime));

  const applyCustom = () => {
    if (!start || !end || dayStart(start) > dayEnd(end)) {
      host.toast(SEARCH_MESSAGES.wrongTime);
      return;
    }
    navigate({
      search: withParams(params, {
        orderRule: SEARCH_DATE_PRESETS.custom,
        firstTime: String(dayStart(start)),
        lastTime: String(dayEnd(end)),
      }),
    });
  };

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-mute">{t.label}</span>
      <FilterNav
        label={t.label}
        variant="pills"
        items={DATE_PRESETS.map((preset) =>
          preset.code === SEARCH_DATE_PRESETS.custom
            ? {
                key: 'custom',
                label: preset.label,
                selected: state.datePreset === SEARCH_DATE_PRESETS.custom,
                expanded: customOpen,
                onClick: () => setCustomOpen((o) => !o),
              }
            : {
                key: preset.code || 'none',
                label: preset.label,
                selected: preset.code === state.datePreset,
                to: {
                  search: withParams(params, {
                    orderRule: preset.code || null,
                    firstTime: null,
                    lastTime: null,
                  }),
                },
                onClick: () => setCustomOpen(false),
              },
        )}
      />
      {customOpen ? (
        <span className="flex items-center gap-2">
          <input
            type="date"
            aria-label={t.start}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            className="h-8 rounded border border-line px-2"
          />
          <span className="text-ink-mute">-</span>
          <input
            type="date"
            aria-label={t.end}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            className="h-8 rounded border border-line px-2"
          />
          <button type="button" onClick={applyCustom} className="h-8 rounded bg-brand px-3 text-white">
            {t.apply}
          </button>
        </span>
      ) : null}
    </div>
  );
}
