import { useSearchParams } from '@portal/router';
import { type KeyboardEvent, useId, useRef } from 'react';
import { staticPageMessages } from './messages';
import { StaticPage } from './static-page';

const t = staticPageMessages.introduce;

export const INTRODUCE_OPTIONS = ['aboutUs', 'contactUs', 'joinUs', 'disclaimer'] as const;
export type IntroduceOption = (typeof INTRODUCE_OPTIONS)[number];

/** The tab named by `?optionActive=`; anything missing or unknown is 关于我们. */
export function parseOption(value: string | null): IntroduceOption {
  return INTRODUCE_OPTIONS.find((o) => o === value) ?? 'aboutUs';
}

/** /introduce?optionActive=aboutUs: 关于我们 with a tab list on the left driven by the query. */
export function IntroducePage() {
  const [params, setParams] = useSearchParams();
  const active = parseOption(params.get('optionActive'));
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<IntroduceOption, HTMLButtonElement | null>>>({});

  const select = (option: IntroduceOption) => {
    const next = new URLSearchParams(params);
    next.set('optionActive', option);
    setParams(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = INTRODUCE_OPTIONS.indexOf(active);
    const step =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const option = INTRODUCE_OPTIONS[(index + step + INTRODUCE_OPTIONS.length) % INTRODUCE_OPTIONS.length]!;
    select(option);
    tabRefs.current[option]?.focus();
  };

  return (
    <StaticPage title={t.title} docTitle={t.tabs[active]}>
      <div className="flex flex-col gap-5 md:flex-row md:items-start">
        <div
          role="tablist"
          aria-label={t.navLabel}
          aria-orientation="vertical"
          className="flex shrink-0 gap-1 overflow-x-auto rounded-lg bg-white p-2 md:w-48 md:flex-col"
        >
          {INTRODUCE_OPTIONS.map((option) => {
            const selected = option === active;
            return (
              <button
                key={option}
                ref={(el) => {
                  tabRefs.current[option] = el;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${option}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(option)}
                onKeyDown={onKeyDown}
                className={`whitespace-nowrap rounded-md px-4 py-2.5 text-left text-sm transition-colors ${
                  selected
                    ? 'bg-brand font-medium text-white'
                    : 'text-ink-soft hover:bg-brand-50 hover:text-brand'
                }`}
              >
                {t.tabs[option]}
              </button>
            );
          })}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${active}`}
          className="min-w-0 flex-1 rounded-lg bg-white px-6 py-6 md:px-8"
        >
          <h2 className="mb-4 text-xl font-semibold text-ink">{t.tabs[active]}</h2>
          <Panel option={active} />
        </div>
      </div>
    </StaticPage>
  );
}

function Panel({ option }: { option: IntroduceOption }) {
  switch (option) {
    case 'contactUs':
      return (
        <>
          <p className="text-sm leading-7 text-ink-soft">{t.contactUs.lead}</p>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            {t.contactUs.items.map((item) => (
              <div key={item.label} className="rounded-md bg-surface px-4 py-3">
                <dt className="text-xs text-ink-mute">{item.label}</dt>
                <dd className="mt-1 break-all text-sm text-ink">{item.value}</dd>
              </div>
            ))}
          </dl>
        </>
      );
    case 'joinUs':
      return (
        <>
          <p className="text-sm leading-7 text-ink-soft">{t.joinUs.lead}</p>
          <ul className="mt-5 space-y-4">
            {t.joinUs.positions.map((p) => (
              <li key={p.name} className="rounded-md border border-line px-5 py-4">
                <h3 className="text-base font-semibold text-ink">{p.name}</h3>
                <dl className="mt-2 space-y-1 text-sm leading-6 text-ink-soft">
                  <div className="flex gap-2">
                    <dt className="shrink-0 text-ink-mute">{t.joinUs.placeLabel}</dt>
                    <dd>{p.place}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="shrink-0 text-ink-mute">{t.joinUs.dutyLabel}</dt>
                    <dd>{p.duty}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="shrink-0 text-ink-mute">{t.joinUs.needLabel}</dt>
                    <dd>{p.need}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      );
    case 'disclaimer':
      return (
        <div className="space-y-3 text-sm leading-7 text-ink-soft">
          {t.disclaimer.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      );
    default:
      return (
        <>
          <p className="text-sm leading-7 text-ink-soft md:text-base">{t.aboutUs.lead}</p>
          <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {t.aboutUs.stats.map((s) => (
              <li key={s.label} className="rounded-md bg-brand-50 px-4 py-4 text-center">
                <p className="text-2xl font-semibold text-brand">{s.value}</p>
                <p className="mt-1 text-xs text-ink-soft">{s.label}</p>
              </li>
            ))}
          </ul>
          {t.aboutUs.sections.map((s) => (
            <section key={s.heading} className="mt-6">
              <h3 className="text-base font-semibold text-ink">{s.heading}</h3>
              <p className="mt-2 text-sm leading-7 text-ink-soft">{s.body}</p>
            </section>
          ))}
        </>
      );
  }
}
