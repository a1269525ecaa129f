import { useEffect, useState, useSyncExternalStore } from 'react';
import { messages } from '../messages';
import { isRemoteLoading, subscribeRemoteLoading } from './progress';

/** A load shorter than this shows no bar at all. */
export const SHOW_DELAY_MS = 150;
/** The bar runs to the end... */
export const COMPLETE_MS = 200;
/** ...then fades out. */
export const FADE_MS = 300;

type Phase = 'hidden' | 'loading' | 'done' | 'fading';

const SCALE: Record<Exclude<Phase, 'hidden'>, number> = { loading: 0.85, done: 1, fading: 1 };

/**
 * Thin brand-coloured bar at the top of the viewport while a remote (a route or a widget) loads
 * for longer than SHOW_DELAY_MS. While loading it is a busy progressbar for assistive technology;
 * once complete it is hidden from it while it fades out.
 */
export function RemoteProgressBar() {
  const loading = useSyncExternalStore(subscribeRemoteLoading, isRemoteLoading, isRemoteLoading);
  const [phase, setPhase] = useState<Phase>('hidden');
  // false for the first frame of a run, so the bar grows from the left instead of appearing long
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (loading) {
      if (phase === 'loading') return;
      if (phase !== 'hidden') {
        setPhase('loading');
        return;
      }
      const timer = setTimeout(() => setPhase('loading'), SHOW_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'loading') setPhase('done');
  }, [loading, phase]);

  useEffect(() => {
    if (phase === 'hidden') {
      setStarted(false);
      return;
    }
    if (phase === 'loading') {
      const frame = requestAnimationFrame(() => setStarted(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer =
      phase === 'done'
        ? setTimeout(() => setPhase('fading'), COMPLETE_MS)
        : setTimeout(() => setPhase('hidden'), FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'hidden') return null;
  const busy = phase === 'loading';
  const scale = busy && !started ? 0.1 : SCALE[phase];
  return (
    <div
      role="progressbar"
      aria-label={messages.remotes.progress}
      aria-busy={busy}
      aria-hidden={busy ? undefined : true}
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px]"
    >
      <div
        className="h-full origin-left bg-brand shadow-[0_0_6px_var(--color-brand)]"
        style={{
          transform: `scaleX(${scale})`,
          opacity: phase === 'fading' ? 0 : 1,
          transition: busy
            ? 'transform 8s cubic-bezier(0.1, 0.7, 0.2, 1)'
            : `transform ${COMPLETE_MS}ms ease-out, opacity ${FADE_MS}ms ease-in`,
        }}
      />
    </div>
  );
}
