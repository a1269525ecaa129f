import type Artplayer from 'artplayer';

type Handler = { fn: (...args: unknown[]) => unknown };

/**
 * The danmaku plugin's own stop and start (they suspend every moving barrage where it is and go
 * on from there, keeping each one's remaining time). The plugin does not export them; it hands
 * them to the player's event bus for `video:pause` / `video:play`, where they are found by name.
 */
function pluginControls(art: Artplayer): { stop: () => void; start: () => void } | null {
  const events = (art as unknown as { e?: Record<string, Handler[]> }).e ?? {};
  const named = (event: string, name: string) =>
    events[event]?.find((h) => h.fn.name === `bound ${name}`)?.fn;
  const stop = named('video:pause', 'stop');
  const start = named('video:play', 'start');
  return stop && start ? { stop: () => void stop(), start: () => void start() } : null;
}

/** a moving barrage: the plugin's items are the direct children of its layer */
const isBarrage = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLElement && target.parentElement?.classList.contains('art-danmuku') === true;

/**
 * Pause on hover: while the pointer rests on a barrage, every barrage stops where it is (so the one
 * under the pointer can be read); leaving it, they go on, unless the video itself is paused.
 * Returns the clean-up. Without the plugin's controls (another version) it does nothing.
 */
export function pauseBarrageOnHover(art: Artplayer, root: HTMLElement): () => void {
  const controls = pluginControls(art);
  if (!controls) return () => undefined;
  let held = false;
  const over = (event: PointerEvent) => {
    if (held || !isBarrage(event.target)) return;
    held = true;
    root.dataset.barrageHeld = 'true';
    controls.stop();
  };
  const out = (event: PointerEvent) => {
    if (!held || !isBarrage(event.target) || isBarrage(event.relatedTarget)) return;
    held = false;
    delete root.dataset.barrageHeld;
    if (art.playing) controls.start();
  };
  root.addEventListener('pointerover', over);
  root.addEventListener('pointerout', out);
  return () => {
    root.removeEventListener('pointerover', over);
    root.removeEventListener('pointerout', out);
  };
}
