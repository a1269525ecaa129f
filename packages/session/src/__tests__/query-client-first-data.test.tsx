import { type HttpRequest, http } from '@portal/api/client';
import type { InfoDetail } from '@portal/api/contract/info';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { FIRST_DATA_ELEMENT_ID, type FirstDataEntry } from '@portal/api/first-data';
import { infoDetailPage } from '@portal/api/pages/content';
import { shortVideoPage } from '@portal/api/pages/short-video';
import { infoDetailQuery } from '@portal/api/queries/content';
import { shortVideoQuery } from '@portal/api/queries/short-video';
import { type QueryClient, QueryClientProvider, useQuery } from '@portal/query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useViewerId } from '../hooks';
import { newQueryClient, queryClient } from '../query-client';
import { forgetPageAnswers, hydrateFirstData } from '../query-client-first-data';
import { sessionStatusAtom, sessionUserAtom, signInSucceeded } from '../session';
import { sessionStore } from '../store';

const detail = { infoId: 7, infoTitle: '脑胶质瘤术后随访：一项多中心研究' } as InfoDetail;

/** the server, faked at the one HTTP client: every request is recorded and answered with `detail` */
const requests: string[] = [];
let previousTransport: typeof http.transport;
beforeEach(() => {
  requests.length = 0;
  previousTransport = http.transport;
  http.transport = async (request: HttpRequest) => {
    requests.push(request.url.split('?')[0] ?? '');
    return { status: 200, json: async () => ({ code: 1, result: detail }) };
  };
});
afterEach(() => {
  http.transport = previousTransport;
  document.body.innerHTML = '';
});

/** what the server writes into the page: the page's first queries with their answers */
function embed(entries: FirstDataEntry[], viewer: number | null = null) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify({ viewer, entries });
  document.body.append(script);
}

function renderDetail(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useQuery(infoDetailQuery(7)), { wrapper });
}

describe("a page's first data", () => {
  it('is in the cache before the screen renders, so the screen asks nothing', async () => {
    // the keys the server embeds are the page's declaration's, as the server reads them
    const [first] = infoDetailPage.queries(new URLSearchParams('id=7'), null);
    if (!first) throw new Error('the news page declares its item');
    embed([{ queryKey: first.queryKey, data: detail }]);
    const client = newQueryClient({ retry: false });

    expect(hydrateFirstData(client)).toBe(1);
    const { result } = renderDetail(client);

    expect(result.current.data).toEqual(detail);
    expect(result.current.isFetching).toBe(false);
    expect(requests).toEqual([]);
    // read once: a later screen never takes it for its own
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
  });

  it('without it, the same screen asks the server (the check above can fail)', async () => {
    const client = newQueryClient({ retry: false });
    expect(hydrateFirstData(client)).toBe(0);
    const { result } = renderDetail(client);
    await waitFor(() => expect(result.current.data).toEqual(detail));
    expect(requests).toEqual([infoEndpoints.detail.path]);
  });

  it('ignores what is not first data', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_DATA_ELEMENT_ID;
    script.textContent = '{"not":"a list"';
    document.body.append(script);
    const client = newQueryClient({ retry: false });
    expect(hydrateFirstData(client)).toBe(0);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('is kept when the session check finds the user it was answered for, asked again for another', async () => {
    const user = { realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 };
    const [first] = infoDetailPage.queries(new URLSearchParams('id=7'), null);
    if (!first) throw new Error('the news page declares its item');

    sessionStore.set(sessionUserAtom, null);
    embed([{ queryKey: first.queryKey, data: detail }], 42);
    hydrateFirstData(queryClient);
    const mine = renderDetail(queryClient);
    act(() => signInSucceeded({ id: 42, ...user }));
    expect(mine.result.current.isFetching).toBe(false);
    expect(requests).toEqual([]);
    mine.unmount();

    // the next page, answered for someone else than the user the check finds
    sessionStore.set(sessionUserAtom, null);
    queryClient.clear();
    embed([{ queryKey: first.queryKey, data: detail }], 41);
    hydrateFirstData(queryClient);
    const theirs = renderDetail(queryClient);
    act(() => signInSucceeded({ id: 42, ...user }));
    await waitFor(() => expect(requests).toEqual([infoEndpoints.detail.path]));
    theirs.unmount();
    queryClient.clear();
  });

  it("keyed by who reads (the short-video player): read under the page's reader from the first render, not asked again", async () => {
    const user = { realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 };
    const params = new URLSearchParams('id=7');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const renderPlayer = () => renderHook(() => useQuery(shortVideoQuery(7, useViewerId())), { wrapper });

    // the page answered for reader 42, whom the session check is still looking for
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'checking');
    embed(
      shortVideoPage.queries(params, 42).map((first) => ({ queryKey: first.queryKey, data: detail })),
      42,
    );
    hydrateFirstData(queryClient);
    const mine = renderPlayer();
    expect(mine.result.current.data).toEqual(detail);
    act(() => signInSucceeded({ id: 42, ...user }));
    expect(mine.result.current.data).toEqual(detail);
    expect(mine.result.current.isFetching).toBe(false);
    expect(requests).toEqual([]);
    mine.unmount();

    // a visitor's page (no session to check): the visitor's key, nothing asked either
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
    queryClient.clear();
    forgetPageAnswers();
    embed(shortVideoPage.queries(params, null).map((first) => ({ queryKey: first.queryKey, data: detail })));
    hydrateFirstData(queryClient);
    const visitor = renderPlayer();
    expect(visitor.result.current.data).toEqual(detail);
    expect(requests).toEqual([]);
    visitor.unmount();

    // the check finds the session ended: the video is asked again for the visitor
    sessionStore.set(sessionStatusAtom, 'checking');
    queryClient.clear();
    embed(
      shortVideoPage.queries(params, 42).map((first) => ({ queryKey: first.queryKey, data: detail })),
      42,
    );
    hydrateFirstData(queryClient);
    const ended = renderPlayer();
    act(() => sessionStore.set(sessionStatusAtom, 'signedOut'));
    await waitFor(() => expect(requests).toHaveLength(1));
    ended.unmount();
    queryClient.clear();
  });
});
