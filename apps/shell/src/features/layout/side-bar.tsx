import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { messages } from '../../messages';
import { BACK_TO_TOP_AFTER_PX, scrollToTop } from './scroll-to-top';

const AppQrCard = lazy(() => import('./app-qr-card'));

export const DOWNLOAD_PATH = '/linkdownload';

/** What the app QR encodes: this site's download page. */
export function appQrUrl(origin: string = window.location.origin): string {
  return `${origin}${DOWNLOAD_PATH}`;
}

/**
 * Fixed tools on the right: client download (with the app QR on hover or focus; desktop only) and
 * back to top.
 */
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

  // phones: a 48 px round icon, its text for screen readers only, so the bar covers little of the page
  const item =
    'flex flex-col items-center justify-center gap-0.5 bg-white text-center text-[11px] leading-tight whitespace-nowrap text-ink-soft shadow-pop hover:text-brand max-lg:h-12 max-lg:w-12 max-lg:rounded-full lg:h-14 lg:w-16 lg:rounded-md lg:px-1';
  const label = 'max-lg:sr-only';
  return (
    <aside
      aria-label={messages.sideBar.label}
      className="fixed bottom-24 z-40 flex flex-col gap-2 max-lg:right-3 lg:right-4"
    >
      {/* not on a phone: it covered the pages' right edge, a QR code is for another device, and the
          footer links 客户端下载 */}
      <div
        className="relative max-lg:hidden"
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
          <span className={label}>{messages.sideBar.download}</span>
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
          <span className={label}>{messages.sideBar.backToTop}</span>
        </button>
      ) : null}
    </aside>
  );
}
