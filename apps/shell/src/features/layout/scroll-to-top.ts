/** Spec 9: the back-to-top button shows after 200 px of scrolling; the scroll takes 500 ms. */
export const BACK_TO_TOP_AFTER_PX = 200;
export const SCROLL_DURATION_MS = 500;

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls the window to the top over `duration` ms with requestAnimationFrame; returns a cancel. */
export function scrollToTop(duration: number = SCROLL_DURATION_MS): () => void {
  const from = window.scrollY;
  if (from <= 0) return () => {};
  let start: number | null = null;
  let frame = 0;
  const step = (now: number) => {
    if (start === null) start = now;
    const t = duration > 0 ? Math.min(1, (now - start) / duration) : 1;
    window.scrollTo(0, Math.round(from * (1 - easeInOutCubic(t))));
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
