import { QrCode } from '@portal/shared-ui/qr-code';
import { CLINICAL_PHONE, CLINICAL_PHONE_HREF, CLINICAL_WECHAT_URL } from './constants';
import { staticPageMessages } from './messages';
import { Card, StaticPage } from './static-page';

const t = staticPageMessages.clinical;

/** /clinical/release: clinical-trial patient recruitment, with phone and WeChat contact. */
export function ClinicalReleasePage() {
  return (
    <StaticPage title={t.title} lead={t.lead}>
      <div className="space-y-5">
        <Card title={t.contactHeading}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col justify-center rounded-md bg-surface px-5 py-5">
              <h3 className="text-sm text-ink-mute">{t.phoneHeading}</h3>
              <a
                href={CLINICAL_PHONE_HREF}
                className="mt-2 text-2xl font-semibold text-brand hover:underline"
              >
                {CLINICAL_PHONE}
              </a>
              <p className="mt-1 text-xs text-ink-mute">{t.phoneHint}</p>
            </div>
            <figure className="flex items-center gap-4 rounded-md bg-surface px-5 py-5">
              <QrCode url={CLINICAL_WECHAT_URL} alt={t.wechatQrAlt} size={112} className="shrink-0 rounded" />
              <figcaption>
                <h3 className="text-sm text-ink-mute">{t.wechatHeading}</h3>
                <p className="mt-2 text-sm text-ink">{t.wechatCaption}</p>
              </figcaption>
            </figure>
          </div>
        </Card>
        <Card title={t.advantagesHeading}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {t.advantages.map((a) => (
              <li key={a.name} className="rounded-md border border-line px-4 py-4">
                <h3 className="text-base font-semibold text-brand">{a.name}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-soft">{a.desc}</p>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t.projectsHeading}>
          <div className="overflow-x-auto">
            <table aria-label={t.projectsLabel} className="w-full min-w-[640px] text-left text-sm">
              <thead className="bg-surface text-ink-mute">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t.columns.name}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t.columns.sponsor}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t.columns.indication}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t.columns.phase}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t.columns.status}
                  </th>
                </tr>
              </thead>
              <tbody>
                {t.projects.map((p) => (
                  <tr key={p.name} className="border-b border-line last:border-b-0">
                    <th scope="row" className="px-4 py-3 font-medium text-ink">
                      {p.name}
                    </th>
                    <td className="px-4 py-3 text-ink-soft">{p.sponsor}</td>
                    <td className="px-4 py-3 text-ink-soft">{p.indication}</td>
                    <td className="px-4 py-3 text-ink-soft">{p.phase}</td>
                    <td className="px-4 py-3">
                      <span
                        className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs ${
                          p.status === 'recruiting' ? 'bg-brand-50 text-brand' : 'bg-surface text-ink-mute'
                        }`}
                      >
                        {t.status[p.status]}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      </div>
    </StaticPage>
  );
}
