import type { FooterQrCode } from '@portal/api/contract/portal';
import { QrCode, qrImageSrc } from '@portal/shared-ui/qr-code';
import { useEffect, useState } from 'react';

/** Spec 2: the footer shows six QR codes. */
export const FOOTER_QR_COUNT = 6;
const QR_SIZE = 88;

/**
 * The footer's QR codes: what each encodes comes from the server, the image is drawn by the
 * server's QR route and loads lazily. Tells `onEmpty` when there is nothing to show.
 */
export default function FooterQrList({ onEmpty }: { onEmpty: () => void }) {
  const [codes, setCodes] = useState<FooterQrCode[] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once
  useEffect(() => {
    const controller = new AbortController();
    import('@portal/api/calls/portal')
      .then((calls) => calls.getFooterQrCodes({ signal: controller.signal }))
      .then(
        (envelope) => envelope.list.filter((code) => qrImageSrc(code.url)).slice(0, FOOTER_QR_COUNT),
        () => [],
      )
      .then((list) => {
        if (controller.signal.aborted) return;
        setCodes(list);
        if (list.length === 0) onEmpty();
      });
    return () => controller.abort();
  }, []);

  if (!codes || codes.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-6">
      {codes.map((code) => (
        <li key={code.id}>
          <figure className="flex w-[88px] flex-col items-center gap-1.5">
            <QrCode url={code.url} alt={code.name} size={QR_SIZE} className="rounded-sm ring-1 ring-line" />
            <figcaption className="text-center text-xs leading-tight text-ink-soft">{code.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
