import {
  afterFirstIdle,
  hasBeenIdle,
  IDLE_FALLBACK_DELAY_MS,
  IDLE_TIMEOUT_MS,
  onIdle,
  resetIdle,
} from '../idle';

const win = window;

beforeEach(() => {
  resetIdle();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  // jsdom has no requestIdleCallback: remove what a test installed
  Reflect.deleteProperty(win, 'requestIdleCallback');
  Reflect.deleteProperty(win, 'cancelIdleCallback');
});

describe('onIdle', () => {
  it('uses requestIdleCallback with a timeout when the browser has it', () => {
    const requestIdleCallback = jest.fn((_cb: IdleRequestCallback, _opts?: IdleRequestOptions) => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(win, { requestIdleCallback, cancelIdleCallback });
    const callback = jest.fn();
    const cancel = onIdle(callback);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    requestIdleCallback.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer without requestIdleCallback, and can be cancelled', () => {
    const callback = jest.fn();
    onIdle(callback);
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    onIdle(cancelled)();
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('afterFirstIdle', () => {
  it('is one shared point: resolves once at the first idle period', async () => {
    const first = afterFirstIdle();
    expect(afterFirstIdle()).toBe(first);
    expect(hasBeenIdle()).toBe(false);
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS);
    await expect(first).resolves.toBeUndefined();
    expect(hasBeenIdle()).toBe(true);
  });
});
