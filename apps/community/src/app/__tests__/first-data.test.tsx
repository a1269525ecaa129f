import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { FIRST_DATA_ELEMENT_ID, type FirstDataEntry, type PageFirstData } from '@portal/api/first-data';
import { homePage, questionPage } from '@portal/api/pages/community';
import { QueryClientProvider } from '@portal/query';
import { MemoryRouter } from '@portal/router';
import { queryClient } from '@portal/session/query-client';
import { hydrateFirstData } from '@portal/session/query-client-first-data';
import { sessionStatusAtom, sessionUserAtom, signInSucceeded } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { HostProvider } from '@portal/shared-ui/host';
import { fakeApi } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HomePage } from '../../features/home/home-page';
import { QuestionPage } from '../../features/question/question-page';
import { answer, feedItem, list, question } from '../../testing/fixtures';

/**
 * A signed-in reader's community page as the shell starts it (issue 24): the server answered the
 * page's first data for that reader (`viewer`) and the session check is still running when the
 * screen renders. The screen reads those answers, and asks nothing for them again once the check
 * has found the same reader (it used to read the visitor's key first, then ask under the reader's).
 */

const api = fakeApi();
const READER = { id: 42, realName: '陈医生', avatarAddress: '', identity: 1, isAuth: 1 };

beforeEach(() => {
  installIntersectionObserver();
  api.on(e.hotTopics, list([]));
  api.on(e.circles, list([]));
});
afterEach(() => {
  sessionStore.set(sessionUserAtom, null);
  sessionStore.set(sessionStatusAtom, 'unknown');
  queryClient.clear();
  document.body.innerHTML = '';
});

/** what the server writes into the page for `viewer`: the page's pairs with their answers */
function serverPage(page: PageFirstData, search: string, viewer: number | null, answers: unknown[]) {
  const entries: FirstDataEntry[] = page.queries(new URLSearchParams(search), viewer).map((first, i) => ({
    queryKey: first.queryKey,
    data: first.firstPageParam === undefined ? answers[i] : { pages: [answers[i]], pageParams: [1] },
  }));
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify({ viewer, entries });
  document.body.append(script);
  hydrateFirstData(queryClient);
}

function renderWhileChecking(url: string, ui: ReactElement) {
  sessionStore.set(sessionStatusAtom, 'checking');
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <HostProvider host={testHost}>{ui}</HostProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** the session check finds the reader; then every query it set off has settled */
async function checkFinds(user: typeof READER) {
  act(() => signInSucceeded(user));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

/** question 5 as the server answered it for `viewer`, shown while the session check runs */
async function openQuestionAnsweredFor(viewer: number) {
  serverPage(questionPage, 'id=5', viewer, [question(5), list([answer(1)])]);
  api.on(e.question, question(5)).on(e.answers, list([answer(1)]));
  renderWhileChecking('/topic-circle/questionhome?id=5', <QuestionPage />);
  expect(await screen.findByRole('heading', { level: 1, name: /脑膜瘤术后复发怎么办/ })).toBeInTheDocument();
}

describe("a signed-in reader's community page", () => {
  it('the home: its feed from the page, not asked before or after the session check', async () => {
    serverPage(homePage, '', READER.id, [list([feedItem(1, { isDigg: true })])]);
    api.on(e.feed, list([]));
    renderWhileChecking('/topic-circle/', <HomePage />);
    expect(await screen.findByRole('article', { name: /问题1/ })).toBeInTheDocument();
    await checkFinds(READER);
    expect(screen.getByRole('article', { name: /问题1/ })).toBeInTheDocument();
    expect(api.requests(e.feed)).toEqual([]);
  });

  it('a question: it and its first answers from the page, not asked again', async () => {
    await openQuestionAnsweredFor(READER.id);
    await checkFinds(READER);
    expect(api.requests(e.question)).toEqual([]);
    expect(api.requests(e.answers)).toEqual([]);
  });

  it('answered for someone the check does not find: their answers are dropped and asked anew', async () => {
    await openQuestionAnsweredFor(READER.id);
    await checkFinds({ ...READER, id: 43 });
    expect(api.requests(e.question)).toEqual([{ id: 5 }]);
    // the first reader's answers are not kept for anyone after them
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => JSON.stringify(q.queryKey));
    expect(keys.filter((k) => k.includes('"viewerId":42'))).toEqual([]);
  });
});
