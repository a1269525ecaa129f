import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface WhenNearProps {
  children: ReactNode;
  /** how far below the viewport (px) the part starts loading, so it is there when scrolled to */
  margin?: number;
  /** the height it keeps until then, so nothing below it moves */
  minHeight: number;
}

/**
 * Renders `children` only once this place comes within `margin` of the viewport: a part below the
 * fold (an article's comments) then loads its code and data when the reader heads for it, not with
 * the page. Where the browser cannot tell (no IntersectionObserver), it renders at once.
 */
export function WhenNear({ children, margin = 800, minHeight }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
