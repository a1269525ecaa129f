import { act, render, screen } from '@testing-library/react';
import { isRemoteLoading, trackRemoteLoad } from '../progress';
import { COMPLETE_MS, FADE_MS, RemoteProgressBar, SHOW_DELAY_MS } from '../remote-progress-bar';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Starts a tracked load; answers a function that settles it (and flushes React). */
function startLoad() {
  const load = deferred();
  let tracked!: Promise<void>;
  act(() => {
    tracked = trackRemoteLoad(load.promise);
  });
  return {
    finish: async () => {
      await act(async () => {
        load.resolve();
        await tracked;
      });
    },
    fail: async () => {
      await act(async () => {
        load.reject(new Error('down'));
        await tracked.catch(() => {});
      });
    },
  };
}

const bar = () => screen.queryByRole('progressbar', { hidden: true });
const fillOf = () => bar()!.firstChild as HTMLElement;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('trackRemoteLoad', () => {
  it('counts a load until it settles, passing its result or failure through', async () => {
    const ok = trackRemoteLoad(Promise.resolve(3));
    const bad = trackRemoteLoad(Promise.reject(new Error('x')));
    expect(isRemoteLoading()).toBe(true);
    await expect(ok).resolves.toBe(3);
    await expect(bad).rejects.toThrow('x');
    expect(isRemoteLoading()).toBe(false);
  });
});

describe('RemoteProgressBar', () => {
  it('shows nothing for a load shorter than the delay', async () => {
    render(<RemoteProgressBar />);
    const load = startLoad();
    advance(SHOW_DELAY_MS - 1);
    expect(bar()).not.toBeInTheDocument();
    await load.finish();
    advance(SHOW_DELAY_MS);
    expect(bar()).not.toBeInTheDocument();
  });

  it('appears after the delay as a busy progressbar, completes, fades out and is removed', async () => {
    render(<RemoteProgressBar />);
    const load = startLoad();
    advance(SHOW_DELAY_MS);
    const shown = screen.getByRole('progressbar', { name: '页面加载中' });
    expect(shown).toHaveAttribute('aria-busy', 'true');
    expect(shown).not.toHaveAttribute('aria-hidden');
    expect(shown).toHaveClass('fixed', 'top-0');
    const fill = shown.firstChild as HTMLElement;
    expect(fill).toHaveClass('bg-brand');
    // grows from the left after its first frame
    expect(fill.style.transform).toBe('scaleX(0.1)');
    advance(20);
    expect(fill.style.transform).toBe('scaleX(0.85)');

    await load.finish();
    // complete: no longer busy, hidden from assistive technology while it runs out and fades
    expect(bar()).toHaveAttribute('data-phase', 'done');
    expect(bar()).toHaveAttribute('aria-busy', 'false');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(fillOf().style.transform).toBe('scaleX(1)');

    advance(COMPLETE_MS);
    expect(bar()).toHaveAttribute('data-phase', 'fading');
    expect(fillOf().style.opacity).toBe('0');
    advance(FADE_MS);
    expect(bar()).not.toBeInTheDocument();
  });

  it('stays while any of several loads is pending, and a failed load completes it too', async () => {
    render(<RemoteProgressBar />);
    const route = startLoad();
    const widget = startLoad();
    advance(SHOW_DELAY_MS);
    await route.finish();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');
    await widget.fail();
    expect(bar()).toHaveAttribute('data-phase', 'done');
    advance(COMPLETE_MS);
    advance(FADE_MS);
    expect(bar()).not.toBeInTheDocument();
  });

  it('a new load while fading brings it back as busy', async () => {
    render(<RemoteProgressBar />);
    const first = startLoad();
    advance(SHOW_DELAY_MS);
    await first.finish();
    advance(COMPLETE_MS);
    const second = startLoad();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');
    await second.finish();
    advance(COMPLETE_MS);
    advance(FADE_MS);
    expect(bar()).not.toBeInTheDocument();
  });
});
