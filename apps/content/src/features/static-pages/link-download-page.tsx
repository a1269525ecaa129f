import { useHref, useLocation } from '@portal/router';
import { QrCode } from '@portal/shared-ui/qr-code';
import { ANDROID_STORE_URL, IOS_STORE_URL } from './constants';
import { staticPageMessages } from './messages';
import { Card, StaticPage } from './static-page';

const t = staticPageMessages.download;

/** /linkdownload: 客户端下载, the app's features, store links and a QR of this page. */
export function LinkDownloadPage() {
  const { pathname, search } = useLocation();
  // the router's address of this page (with any basename); QrCode makes it absolute
  const pageUrl = useHref({ pathname, search });
  return (
    <StaticPage title={t.title} lead={t.lead}>
      <div className="space-y-5">
        <Card title={t.storesHeading}>
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <div className="flex flex-1 flex-col gap-3 sm:max-w-xs">
              <StoreLink href={IOS_STORE_URL} label={t.ios} hint={t.iosHint} />
              <StoreLink href={ANDROID_STORE_URL} label={t.android} hint={t.androidHint} />
            </div>
            <figure className="flex flex-col items-center">
              <QrCode url={pageUrl} alt={t.qrAlt} size={128} className="rounded ring-1 ring-line" />
              <figcaption className="mt-2 text-xs text-ink-mute">{t.qrCaption}</figcaption>
            </figure>
          </div>
        </Card>
        <Card title={t.featuresHeading}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {t.features.map((f) => (
              <li key={f.name} className="rounded-md bg-surface px-4 py-4">
                <h3 className="text-base font-semibold text-ink">{f.name}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-soft">{f.desc}</p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </StaticPage>
  );
}

function StoreLink({ href, label, hint }: { href: string; label: string; hint: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex flex-col rounded-md bg-brand px-5 py-3 text-white transition-colors hover:bg-brand-700"
    >
      <span className="text-base font-medium">{label}</span>
      <span className="text-xs text-white/80">{hint}</span>
    </a>
  );
}
