import { QrCode } from '@portal/shared-ui/qr-code';
import { messages } from '../../messages';

/** The side bar's hover card: the app QR (this site's download page) and a hint. Loaded on first hover. */
export default function AppQrCard({ id, url }: { id: string; url: string }) {
  return (
    <div
      id={id}
      role="tooltip"
      className="absolute top-1/2 right-full mr-3 flex w-36 -translate-y-1/2 flex-col items-center gap-2 rounded-md bg-white p-3 text-xs text-ink-soft shadow-pop"
    >
      <QrCode url={url} alt={messages.sideBar.appQr} size={112} />
      <span>{messages.sideBar.appQrHint}</span>
    </div>
  );
}
