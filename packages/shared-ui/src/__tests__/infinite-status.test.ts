import { infiniteStatus } from '../infinite-loader';

const query = (state: Partial<Parameters<typeof infiniteStatus>[0]>) => ({
  isPending: false,
  isFetchingNextPage: false,
  isError: false,
  hasNextPage: false,
  ...state,
});

describe('infiniteStatus', () => {
  it('is loading while the first page comes, never the empty state before it', () => {
    expect(infiniteStatus(query({ isPending: true }))).toBe('loading');
    expect(infiniteStatus(query({ isPending: true, isError: true }))).toBe('loading');
  });

  it('is loading while the next page comes, even after an earlier failure', () => {
    expect(infiniteStatus(query({ isFetchingNextPage: true, isError: true, hasNextPage: true }))).toBe(
      'loading',
    );
  });

  it('reports a failure, then more to come, then done', () => {
    expect(infiniteStatus(query({ isError: true, hasNextPage: true }))).toBe('error');
    expect(infiniteStatus(query({ hasNextPage: true }))).toBe('idle');
    expect(infiniteStatus(query({}))).toBe('done');
  });
});
