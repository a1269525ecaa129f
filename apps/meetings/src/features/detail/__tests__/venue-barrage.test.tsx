import type { Barrage } from '@portal/api/contract/barrage';
import { act, renderHook } from '@testing-library/react';
import { useBlockList } from '../block-list';
import { subscribeLive, toDanmu } from '../venue-barrage';

/** A WebSocket the test drives: what the page opened, and messages from "the server". */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
  close() {
    this.closed = true;
  }
}

const barrage = (id: number, overrides: Partial<Barrage> = {}): Barrage => ({
  id,
  text: `弹幕 ${id}`,
  mode: 0,
  color: '#ffffff',
  mediaTime: id * 1000,
  createdAt: 0,
  mine: false,
  sender: { id: 1, realName: '王医生' },
  ...overrides,
});

beforeEach(() => {
  FakeSocket.opened = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('live barrage socket', () => {
  it('draws others’ barrage once, skips one’s own, and reconnects after the last id seen', () => {
    const emit = jest.fn();
    const viewers = jest.fn();
    const stop = subscribeLive(7, 3, emit, viewers, 'https://portal.example');
    const first = FakeSocket.opened[0]!;
    expect(first.url).toBe('wss://portal.example/ws/v1/meeting/live?meetingId=7&fieldId=3');
    first.receive({ type: 'hello', viewers: 12, lastId: 40 });
    expect(viewers).toHaveBeenCalledWith(12);
    first.receive({ type: 'barrage', barrage: barrage(41) });
    first.receive({ type: 'barrage', barrage: barrage(41) });
    first.receive({ type: 'barrage', barrage: barrage(42, { mine: true }) });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit.mock.calls[0]![0]).toMatchObject({ text: '弹幕 41', border: false });

    first.drop();
    jest.advanceTimersByTime(1_000);
    const second = FakeSocket.opened[1]!;
    expect(second.url).toContain('after=42');
    second.receive({ type: 'barrage', barrage: barrage(41) });
    second.receive({ type: 'barrage', barrage: barrage(43) });
    expect(emit).toHaveBeenCalledTimes(2);

    stop();
    expect(second.closed).toBe(true);
    second.drop();
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('comes back within half a second when its instance restarts (1012), where a failure waits a second and more', () => {
    const emit = jest.fn();
    subscribeLive(7, 3, emit, jest.fn(), 'https://portal.example');
    const first = FakeSocket.opened[0]!;
    first.receive({ type: 'hello', viewers: 1, lastId: 40 });
    first.receive({ type: 'barrage', barrage: barrage(41) });

    first.drop(1012);
    jest.advanceTimersByTime(500);
    const second = FakeSocket.opened[1]!;
    expect(second.url).toContain('after=41');

    // a failure after it: the first retry still waits its second
    second.drop();
    jest.advanceTimersByTime(999);
    expect(FakeSocket.opened).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(3);
  });

  it('ignores a message that is not JSON', () => {
    const emit = jest.fn();
    subscribeLive(7, 3, emit, jest.fn(), 'http://localhost');
    FakeSocket.opened[0]!.onmessage?.({ data: '<html>' });
    expect(emit).not.toHaveBeenCalled();
    expect(FakeSocket.opened[0]!.url.startsWith('ws://localhost/')).toBe(true);
  });
});

describe('barrage for the player', () => {
  it('places a replay barrage at its media time in seconds, one’s own outlined', () => {
    expect(toDanmu(barrage(5, { mediaTime: 65_500, mine: true, mode: 1, color: '#fe0302' }))).toEqual({
      text: '弹幕 5',
      mode: 1,
      color: '#fe0302',
      time: 65.5,
      border: true,
    });
  });

  it('hides barrage with a blocked word, whatever its case, and remembers the list', () => {
    localStorage.clear();
    const { result } = renderHook(() => useBlockList());
    act(() => result.current.add(' PPT '));
    expect(result.current.hides('求ppt分享')).toBe(true);
    expect(result.current.hides('讲得好')).toBe(false);
    expect(JSON.parse(localStorage.getItem('portal:barrage-blocks') ?? '[]')).toEqual(['PPT']);
    act(() => result.current.remove('PPT'));
    expect(result.current.hides('求ppt分享')).toBe(false);
  });
});
