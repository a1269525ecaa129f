import { staticPageMessages } from './messages';
import { Card, StaticPage } from './static-page';

const t = staticPageMessages.recruitment;

/** /recruitment-training: 招募培训, CRC and investigator training and recruitment programmes. */
export function RecruitmentTrainingPage() {
  return (
    <StaticPage title={t.title} lead={t.lead}>
      <div className="space-y-5">
        <div className="grid gap-5 md:grid-cols-3">
          {t.sections.map((s) => (
            <Card key={s.heading} title={s.heading}>
              <p className="text-sm leading-7 text-ink-soft">{s.body}</p>
            </Card>
          ))}
        </div>
        <Card title={t.programsHeading}>
          <ul aria-label={t.programsLabel} className="grid gap-4 sm:grid-cols-2">
            {t.programs.map((p) => (
              <li key={p.name} className="rounded-md border border-line px-5 py-4">
                <h3 className="text-base font-semibold text-ink">{p.name}</h3>
                <dl className="mt-3 space-y-1.5 text-sm leading-6">
                  <div className="flex gap-2">
                    <dt className="shrink-0 text-ink-mute">{t.dateLabel}</dt>
                    <dd className="text-brand">{p.date}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="shrink-0 text-ink-mute">{t.audienceLabel}</dt>
                    <dd className="text-ink-soft">{p.audience}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="shrink-0 text-ink-mute">{t.formatLabel}</dt>
                    <dd className="text-ink-soft">{p.format}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t.applyHeading}>
          <ol className="space-y-3">
            {t.applySteps.map((step, i) => (
              <li key={step} className="flex items-start gap-3 text-sm leading-6 text-ink-soft">
                <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-medium text-white">
                  {i + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-5 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand">{t.applyContact}</p>
        </Card>
      </div>
    </StaticPage>
  );
}
