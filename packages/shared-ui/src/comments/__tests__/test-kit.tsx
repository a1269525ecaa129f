import { act } from '@testing-library/react';
import type { CommentAdapter, CommentItem, CommentPage, LikeResult } from '../types';

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

/** A controllable IntersectionObserver: tests decide what is on screen. */
export class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(readonly callback: Callback) {
    MockIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
}

export function installIntersectionObserver(): void {
  MockIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: MockIntersectionObserver,
  });
}

export function setIntersecting(element: Element, isIntersecting: boolean): void {
  act(() => {
    for (const observer of MockIntersectionObserver.instances) {
      if (!observer.elements.has(element)) continue;
      observer.callback(
        [{ target: element, isIntersecting } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  });
}

let nextId = 1;

export function makeComment(overrides: Partial<CommentItem> = {}): CommentItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    text: `评论${id}`,
    diggs: 0,
    liked: false,
    createdAt: Date.UTC(2024, 4, 1, 1, 30),
    author: { id: `u${id}`, name: `医生${id}`, avatar: null, identity: 1 },
    replies: [],
    replyCount: 0,
    replyTo: null,
    ...overrides,
  };
}

export function page(list: CommentItem[], totalPage: number): CommentPage {
  return { list, totalPage };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type AdapterCalls = Omit<CommentAdapter, 'key'>;

export type MockAdapter = {
  [K in keyof AdapterCalls]: jest.Mock<ReturnType<AdapterCalls[K]>, Parameters<AdapterCalls[K]>>;
} & { key: CommentAdapter['key'] };

let nextAdapter = 1;

/** Pages of `pages` (index 0 = page 1); replies, post and like answer nothing unless set. */
export function makeAdapter(pages: CommentPage[] = [page([], 0)]): MockAdapter {
  return {
    key: ['test', 'comments', nextAdapter++],
    loadPage: jest.fn<Promise<CommentPage>, Parameters<CommentAdapter['loadPage']>>((pageNo) =>
      Promise.resolve(pages[pageNo - 1] ?? page([], pages.length)),
    ),
    loadReplies: jest.fn<Promise<CommentPage>, Parameters<CommentAdapter['loadReplies']>>(() =>
      Promise.resolve(page([], 0)),
    ),
    post: jest.fn<Promise<CommentItem>, Parameters<CommentAdapter['post']>>(() =>
      Promise.reject(new Error('未设置')),
    ),
    toggleLike: jest.fn<Promise<LikeResult | null>, Parameters<CommentAdapter['toggleLike']>>(() =>
      Promise.resolve(null),
    ),
  };
}

import { notifyManager, QueryClient, QueryClientProvider } from '@portal/query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../toast';
import { CommentSection, type CommentSectionProps } from '../comment-section';

// the library tells components in a later macrotask; in tests, as soon as the answer is there
notifyManager.setScheduler(queueMicrotask);

/**
 * Renders a section (fixed box off unless asked) with a Toaster, inside a fresh server-state cache
 * without retries (shared-ui sits below `@portal/session`, so it builds its own client); returns
 * the user, the mocks and the client.
 */
export function renderSection(adapter: MockAdapter, props: Partial<CommentSectionProps> = {}) {
  const onRequireLogin = jest.fn();
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <CommentSection
        adapter={adapter}
        signedIn
        onRequireLogin={onRequireLogin}
        fixedBox={false}
        {...props}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, user, onRequireLogin, client };
}
