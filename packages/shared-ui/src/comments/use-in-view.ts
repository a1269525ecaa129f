import { type RefObject, useEffect, useState } from 'react';

/** true while the element intersects the viewport; false where IntersectionObserver is missing. */
export function useInView(ref: RefObject<Element | null>, enabled = true): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [ref, enabled]);
  return inView;
}
