import { articleWritingEndpoints as e } from '@portal/api/endpoints/article-writing';
import { ApiError } from '@portal/api/errors';
import type { WritingState } from '@portal/api/rules/article-writing';
import { fakeApi } from '@portal/testing/fake-api';
import { act, renderHook } from '@testing-library/react';
import { AUTOSAVE_DELAY_MS, type PieceFields, usePieceAutosave } from '../use-piece-autosave';

const api = fakeApi();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = async () => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
  });
};

const fields = (over: Partial<PieceFields> = {}): PieceFields => ({
  type: 0,
  title: '胶质瘤一例',
  summary: '',
  cover: '',
  subspecialtyIds: [],
  productIds: [],
  body: '<h2>主诉</h2><p>头痛</p>',
  watermark: false,
  ...over,
});

const saved = (id: number, version: number, state: WritingState = 'draft') => ({
  id,
  version,
  state,
  url: `/case/detail-ugc?id=${id}`,
  updatedAt: 1_790_000_000_000 + version,
});

describe('usePieceAutosave', () => {
  it('creates the draft on the first pause, then updates it naming the version it began from', async () => {
    api.on(e.saveArticle, saved(41, 1));
    api.on(e.updateArticle, saved(41, 2));
    const created = jest.fn();
    const { result } = renderHook(() => usePieceAutosave(null, created));
    act(() => result.current.change(fields({ title: '甲' })));
    act(() => result.current.change(fields({ title: '甲乙' })));
    expect(api.requests(e.saveArticle)).toEqual([]);
    await settle();
    expect(api.requests(e.saveArticle)).toEqual([{ ...fields({ title: '甲乙' }), publish: false }]);
    expect(created).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    act(() => result.current.change(fields({ title: '甲乙丙' })));
    await settle();
    expect(api.requests(e.updateArticle)).toEqual([
      { ...fields({ title: '甲乙丙' }), id: 41, version: 1, publish: false },
    ]);
    expect(result.current.state).toEqual({ kind: 'saved', at: 1_790_000_000_002 });
    expect(result.current.dirty).toBe(false);
  });

  it('opening a draft is no change; a newer version saved elsewhere stops saving (409), never overwrites', async () => {
    api.on(e.updateArticle, () => {
      throw new ApiError(409, '该草稿已在其他窗口修改，请刷新后再编辑');
    });
    const { result } = renderHook(() => usePieceAutosave({ id: 7, version: 3, state: 'draft' }, jest.fn()));
    act(() => {
      result.current.opened(fields());
      result.current.change(fields());
    });
    await settle();
    expect(api.requests(e.updateArticle)).toEqual([]);
    act(() => result.current.change(fields({ title: '改' })));
    await settle();
    expect(api.requests(e.updateArticle)).toHaveLength(1);
    expect(result.current.state).toEqual({ kind: 'conflict' });
    act(() => result.current.change(fields({ title: '再改' })));
    await settle();
    expect(api.requests(e.updateArticle)).toHaveLength(1);
    await expect(result.current.publish(fields())).rejects.toBeInstanceOf(ApiError);
    expect(api.requests(e.updateArticle)).toHaveLength(1);
  });

  it('never autosaves a published piece (that would withdraw it); publish sends it with publish: true', async () => {
    api.on(e.updateArticle, saved(9, 5, 'published'));
    const { result } = renderHook(() =>
      usePieceAutosave({ id: 9, version: 4, state: 'published' }, jest.fn()),
    );
    act(() => result.current.change(fields({ title: '更新' })));
    await settle();
    expect(api.requests(e.updateArticle)).toEqual([]);
    expect(result.current.dirty).toBe(true);
    let answer: unknown;
    await act(async () => {
      answer = await result.current.publish(fields({ title: '更新' }));
    });
    expect(answer).toMatchObject({ state: 'published', version: 5 });
    expect(api.requests(e.updateArticle)).toEqual([
      { ...fields({ title: '更新' }), id: 9, version: 4, publish: true },
    ]);
  });

  it('a failed save is said and tried again; flush saves at once and says whether it got through', async () => {
    api.on(e.saveArticle, () => {
      throw new ApiError(500, '服务器繁忙');
    });
    const { result } = renderHook(() => usePieceAutosave(null, jest.fn()));
    act(() => result.current.change(fields()));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.flush();
    });
    expect(ok).toBe(false);
    expect(result.current.state).toEqual({ kind: 'failed' });
    api.on(e.saveArticle, saved(3, 1));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_010);
    });
    expect(api.requests(e.saveArticle)).toHaveLength(2);
    expect(result.current.state.kind).toBe('saved');
  });

  it('saves what is typed when the tab is hidden', async () => {
    api.on(e.saveArticle, saved(5, 1));
    const { result } = renderHook(() => usePieceAutosave(null, jest.fn()));
    act(() => result.current.change(fields()));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(api.requests(e.saveArticle)).toHaveLength(1);
  });
});
