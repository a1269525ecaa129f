import type Artplayer from 'artplayer';
import { pauseBarrageOnHover } from '../barrage-hover';

/** a player whose event bus holds the danmaku plugin's bound stop and start, as the plugin leaves them */
function fakePlayer(playing = true) {
  const plugin = { stopped: 0, started: 0 };
  function stop() {
    plugin.stopped += 1;
  }
  function start() {
    plugin.started += 1;
  }
  const art = {
    playing,
    e: {
      'video:pause': [{ fn: () => undefined }, { fn: stop.bind(plugin) }],
      'video:play': [{ fn: start.bind(plugin) }],
    },
  };
  return { art: art as unknown as Artplayer & { playing: boolean }, plugin };
}

function layer() {
  const root = document.createElement('div');
  const danmuku = document.createElement('div');
  danmuku.className = 'art-danmuku';
  const one = document.createElement('div');
  const two = document.createElement('div');
  danmuku.append(one, two);
  const video = document.createElement('video');
  root.append(danmuku, video);
  document.body.append(root);
  return { root, one, two, video };
}

const pointer = (type: string, target: Element, relatedTarget: Element | null = null) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget }) as PointerEvent);

describe('pause barrage on hover', () => {
  it('stops the barrage while the pointer rests on one and goes on when it leaves them', () => {
    const { art, plugin } = fakePlayer();
    const { root, one, two, video } = layer();
    const stopListening = pauseBarrageOnHover(art, root);
    pointer('pointerover', video);
    expect(plugin.stopped).toBe(0);
    pointer('pointerover', one);
    expect(plugin.stopped).toBe(1);
    expect(root.dataset.barrageHeld).toBe('true');
    // from one barrage to the next: still held, not started and stopped again
    pointer('pointerout', one, two);
    pointer('pointerover', two, one);
    expect(plugin).toEqual({ stopped: 1, started: 0 });
    pointer('pointerout', two, video);
    expect(plugin).toEqual({ stopped: 1, started: 1 });
    expect(root.dataset.barrageHeld).toBeUndefined();
    stopListening();
    pointer('pointerover', one);
    expect(plugin.stopped).toBe(1);
  });

  it('leaves a paused video’s barrage paused', () => {
    const { art, plugin } = fakePlayer(false);
    const { root, one, video } = layer();
    pauseBarrageOnHover(art, root);
    pointer('pointerover', one);
    pointer('pointerout', one, video);
    expect(plugin).toEqual({ stopped: 1, started: 0 });
  });

  it('does nothing where the plugin’s controls are not found', () => {
    const { root, one } = layer();
    const art = { playing: true, e: { 'video:pause': [{ fn: () => undefined }] } } as unknown as Artplayer;
    pauseBarrageOnHover(art, root);
    pointer('pointerover', one);
    expect(root.dataset.barrageHeld).toBeUndefined();
  });
});
