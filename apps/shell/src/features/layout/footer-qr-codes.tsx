import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { messages } from '../../messages';
import { frameIdle } from './frame-calls';

const FooterQrList = lazy(() => import('./footer-qr-list'));

/**
 * The footer's QR row. The codes (and the code that draws them) load after the first idle period,
 * once the footer comes near the viewport; until then the row keeps its height, so the footer does
 * not jump.
 */
export function FooterQrCodes() {
  const rootRef = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [empty, setEmpty] = useState(false);

  useEffect(() => {
    let observer: IntersectionObserver | null = null;
    let cancelled = false;
    // not before the first idle period: the page's own first load goes first
    void frameIdle().then(() => {
      const root = rootRef.current;
      if (cancelled || !root) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const watcher = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            watcher.disconnect();
          }
        },
        { rootMargin: '400px 0px' },
      );
      observer = watcher;
      watcher.observe(root);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, []);

  if (empty) return null;
  return (
    <section ref={rootRef} aria-label={messages.footerQr.label} className="min-h-[116px]">
      {near ? (
        <Suspense fallback={null}>
          <FooterQrList onEmpty={() => setEmpty(true)} />
        </Suspense>
      ) : null}
    </section>
  );
}
