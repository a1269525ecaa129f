import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { messages } from '../../messages';
import { BACK_TO_TOP_AFTER_PX, scrollToTop } from './scroll-to-top';

const AppQrCard = lazy(() => import('./app-qr-card'));

export const DOWNLOAD_PATH = '/linkdownload';

/** What the app QR encodes: this site's download page. */
export function appQrUrl(origin: string = window.location.origin): string {
  return `${origin}${DOWNLOAD_PATH}`;
}

/** Fixed tools on the right: client download (with the app QR on hover or focus) and back to top. */
export function SideBar() {
  const [showTop, setShowTop] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const qrId = useId();

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShowTop(window.scrollY > BACK_TO_TOP_AFTER_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const item =
    'flex h-14 w-16 flex-col items-center justify-center gap-0.5 rounded-md bg-white px-1 text-center text-[11px] leading-tight whitespace-nowrap text-ink-soft shadow-pop hover:text-brand';
  return (
    <aside aria-label={messages.sideBar.label} className="fixed right-4 bottom-24 z-40 flex flex-col gap-2">
      <div
        className="relative"
        onMouseEnter={() => setShowQr(true)}
        onMouseLeave={() => setShowQr(false)}
        onFocus={() => setShowQr(true)}
        onBlur={() => setShowQr(false)}
      >
        <a
          href={DOWNLOAD_PATH}
          target="_blank"
          rel="noopener"
          className={item}
          aria-describedby={showQr ? qrId : undefined}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="6" y="2" width="12" height="20" rx="2" />
            <path d="M11 18h2" />
          </svg>
          {messages.sideBar.download}
        </a>
        {showQr ? (
          <Suspense fallback={null}>
            <AppQrCard id={qrId} url={appQrUrl()} />
          </Suspense>
        ) : null}
      </div>
      {showTop ? (
        <button type="button" className={item} onClick={() => scrollToTop()}>
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 19V5M5 12l7-7 7 7" />
          </svg>
          {messages.sideBar.backToTop}
        </button>
      ) : null}
    </aside>
  );
}
