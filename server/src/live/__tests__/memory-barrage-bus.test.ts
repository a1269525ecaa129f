import { type BarrageBus, createBarrageBus, createMemoryBarrageBus } from '..';
import { barrage, recorder } from './recorder';

describe('memory barrage bus', () => {
  let bus: BarrageBus;
  const errors: unknown[] = [];
  beforeEach(() => {
    errors.length = 0;
    bus = createMemoryBarrageBus({ onError: (error) => errors.push(error) });
  });
  afterEach(async () => {
    jest.useRealTimers();
    await bus.close();
  });

  it('delivers a barrage to every listener of its meeting, synchronously and once', async () => {
    const a = recorder();
    const b = recorder();
    await bus.subscribe(1, a.listener);
    await bus.subscribe(1, b.listener);
    const sent = barrage(1, 100);
    await bus.publish(sent);
    expect(a.events).toEqual([{ kind: 'barrage', barrage: sent }]);
    expect(b.events).toEqual([{ kind: 'barrage', barrage: sent }]);
  });

  it('stops delivering to a listener once it unsubscribed, and a second unsubscribe is harmless', async () => {
    const gone = recorder();
    const stays = recorder();
    const unsubscribe = await bus.subscribe(1, gone.listener);
    await bus.subscribe(1, stays.listener);
    await bus.publish(barrage(1, 1));
    await unsubscribe();
    await unsubscribe();
    await bus.publish(barrage(1, 2));
    expect(gone.barrageIds()).toEqual([1]);
    expect(stays.barrageIds()).toEqual([1, 2]);
  });

  it('keeps meetings apart', async () => {
    const one = recorder();
    const two = recorder();
    await bus.subscribe(1, one.listener);
    await bus.subscribe(2, two.listener);
    await bus.publish(barrage(1, 10));
    await bus.publish(barrage(2, 20));
    await bus.publish(barrage(3, 30));
    expect(one.barrageIds()).toEqual([10]);
    expect(two.barrageIds()).toEqual([20]);
  });

  it('goes on delivering to the other listeners when one throws, and reports the error', async () => {
    const before = recorder();
    const after = recorder();
    await bus.subscribe(1, before.listener);
    await bus.subscribe(1, () => {
      throw new Error('broken socket');
    });
    await bus.subscribe(1, after.listener);
    await expect(bus.publish(barrage(1, 5))).resolves.toBeUndefined();
    expect(before.barrageIds()).toEqual([5]);
    expect(after.barrageIds()).toEqual([5]);
    expect(errors).toEqual([new Error('broken socket')]);
  });

  it('counts viewers per meeting, 0 included', async () => {
    expect(await bus.viewers(1)).toBe(0);
    expect(await bus.setLocalViewers(1, 3)).toBe(3);
    expect(await bus.setLocalViewers(2, 8)).toBe(8);
    expect(await bus.viewers(1)).toBe(3);
    expect(await bus.viewers(2)).toBe(8);
    expect(await bus.setLocalViewers(1, 0)).toBe(0);
    expect(await bus.viewers(1)).toBe(0);
    await expect(bus.setLocalViewers(1, -1)).rejects.toThrow(TypeError);
    await expect(bus.setLocalViewers(0, 1)).rejects.toThrow(TypeError);
  });

  it("emits 'viewers' events, at most one per meeting per 500 ms, the latest count last", async () => {
    jest.useFakeTimers();
    const one = recorder();
    const two = recorder();
    await bus.subscribe(1, one.listener);
    await bus.subscribe(2, two.listener);

    await bus.setLocalViewers(1, 1); // leading edge: at once
    expect(one.viewerCounts()).toEqual([1]);
    await bus.setLocalViewers(1, 2);
    await bus.setLocalViewers(1, 3);
    await bus.setLocalViewers(2, 9); // another meeting has its own throttle
    expect(one.viewerCounts()).toEqual([1]);
    expect(two.viewerCounts()).toEqual([9]);

    jest.advanceTimersByTime(499);
    expect(one.viewerCounts()).toEqual([1]);
    jest.advanceTimersByTime(1); // trailing edge: only the latest
    expect(one.viewerCounts()).toEqual([1, 3]);

    jest.advanceTimersByTime(1_000);
    await bus.setLocalViewers(1, 3); // unchanged: nothing
    expect(one.viewerCounts()).toEqual([1, 3]);
    await bus.setLocalViewers(1, 4);
    expect(one.viewerCounts()).toEqual([1, 3, 4]);
    expect(two.viewerCounts()).toEqual([9]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('refuses to work once closed', async () => {
    await bus.close();
    await expect(bus.publish(barrage(1, 1))).rejects.toThrow('closed');
    await expect(bus.subscribe(1, () => {})).rejects.toThrow('closed');
  });

  it('is what createBarrageBus gives without a Redis URL', async () => {
    const other = await createBarrageBus({ redisUrl: '' });
    const r = recorder();
    await other.subscribe(4, r.listener);
    await other.publish(barrage(4, 44));
    expect(r.barrageIds()).toEqual([44]);
    await other.close();
  });
});
