import { footerQrCodesQuery } from '@portal/api/queries/portal';
import { useQuery } from '@portal/query';
import { QrCode, qrImageSrc } from '@portal/shared-ui/qr-code';
import { useEffect } from 'react';
import { messages } from '../../messages';

/** Spec 2: the footer shows six QR codes. */
export const FOOTER_QR_COUNT = 6;
const QR_SIZE = 88;

/**
 * The footer's QR codes: what each encodes comes from the server, the image is drawn by the
 * server's QR route and loads lazily. Tells `onEmpty` when there is nothing to show (none, or the
 * call failed).
 */
export default function FooterQrList({ onEmpty }: { onEmpty: () => void }) {
  const { data, isError } = useQuery({
    ...footerQrCodesQuery(),
    select: (list) => list.filter((code) => qrImageSrc(code.url)).slice(0, FOOTER_QR_COUNT),
  });
  const codes = data ?? null;
  const empty = isError || (codes !== null && codes.length === 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tells the row once, when it is known
  useEffect(() => {
    if (empty) onEmpty();
  }, [empty]);

  if (!codes || codes.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-6">
      {codes.map((code) => (
        <li key={code.id}>
          <figure className="flex w-[88px] flex-col items-center gap-1.5">
            <QrCode
              url={code.url}
              alt={messages.footerQr.imageAlt(code.name)}
              size={QR_SIZE}
              className="rounded-sm ring-1 ring-line"
            />
            <figcaption className="text-center text-xs leading-tight text-ink-soft">{code.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
