import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { act, renderHook } from '@testing-library/react';
import { AUTOSAVE_DELAY_MS, RETRY_DELAY_MS, useDraftAutosave } from '../use-draft-autosave';

const api = fakeApi();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = async () => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
  });
};

describe('useDraftAutosave', () => {
  it('saves once after a pause, with the newest text', async () => {
    api.on(w.saveDraft, { updatedAt: 1_790_000_000_000 });
    const { result } = renderHook(() => useDraftAutosave(5));
    act(() => {
      result.current.change('<p>一</p>');
      result.current.change('<p>一二</p>');
    });
    expect(api.requests(w.saveDraft)).toEqual([]);
    await settle();
    expect(api.requests(w.saveDraft)).toEqual([{ questionId: 5, text: '<p>一二</p>' }]);
    expect(result.current.state).toEqual({ kind: 'saved', at: 1_790_000_000_000 });
  });

  it('does not save the restored draft unchanged, nor after stop', async () => {
    api.on(w.saveDraft, { updatedAt: 1 });
    const { result } = renderHook(() => useDraftAutosave(5));
    act(() => {
      result.current.restored('<p>旧稿</p>');
      result.current.change('<p>旧稿</p>');
    });
    await settle();
    expect(api.requests(w.saveDraft)).toEqual([]);
    act(() => {
      result.current.stop();
      result.current.change('<p>新稿</p>');
    });
    await settle();
    expect(api.requests(w.saveDraft)).toEqual([]);
  });

  it('says a failed save and tries again with the next change', async () => {
    api.on(w.saveDraft, () => {
      throw new ApiError(500, '服务器繁忙');
    });
    const { result } = renderHook(() => useDraftAutosave(5));
    act(() => result.current.change('<p>甲</p>'));
    await settle();
    expect(result.current.state).toEqual({ kind: 'failed' });
    api.on(w.saveDraft, { updatedAt: 2 });
    act(() => result.current.change('<p>甲乙</p>'));
    await settle();
    expect(api.requests(w.saveDraft).at(-1)).toEqual({ questionId: 5, text: '<p>甲乙</p>' });
    expect(result.current.state).toEqual({ kind: 'saved', at: 2 });
  });
});

describe('useDraftAutosave retry', () => {
  it('tries a failed save again after a while, not at once', async () => {
    let calls = 0;
    api.on(w.saveDraft, () => {
      calls += 1;
      if (calls === 1) throw new ApiError(500, '服务器繁忙');
      return { updatedAt: 3 };
    });
    const { result } = renderHook(() => useDraftAutosave(5));
    act(() => result.current.change('<p>丙</p>'));
    await settle();
    expect(calls).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS + 10);
    });
    expect(calls).toBe(2);
    expect(result.current.state).toEqual({ kind: 'saved', at: 3 });
  });
});
