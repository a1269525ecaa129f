import { useSessionStatus } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAILY_READS_KEY, localDay, recordVisitorRead } from '../daily-reads';
import { ReadingLimitGate } from '../reading-limit-gate';

jest.mock('@portal/session/hooks', () => ({ useSessionStatus: jest.fn() }));
jest.mock('@portal/session/require-login', () => ({ requireLogin: jest.fn(() => false) }));

const status = jest.mocked(useSessionStatus);

beforeEach(() => {
  window.localStorage.clear();
  status.mockReturnValue('signedOut');
});

describe('recordVisitorRead', () => {
  it('lets 3 distinct articles through a day and stops the 4th', () => {
    const day = '2026-11-22';
    expect(['a', 'b', 'c'].map((id) => recordVisitorRead(window.localStorage, id, day))).toEqual([
      true,
      true,
      true,
    ]);
    expect(recordVisitorRead(window.localStorage, 'd', day)).toBe(false);
  });

  it('does not count the same article twice', () => {
    const day = '2026-11-22';
    for (let i = 0; i < 5; i += 1) expect(recordVisitorRead(window.localStorage, 'a', day)).toBe(true);
    expect(recordVisitorRead(window.localStorage, 'b', day)).toBe(true);
    expect(recordVisitorRead(window.localStorage, 'c', day)).toBe(true);
    expect(recordVisitorRead(window.localStorage, 'a', day)).toBe(true);
    expect(recordVisitorRead(window.localStorage, 'd', day)).toBe(false);
  });

  it('starts again on a new day', () => {
    for (const id of ['a', 'b', 'c']) recordVisitorRead(window.localStorage, id, '2026-11-22');
    expect(recordVisitorRead(window.localStorage, 'd', '2026-11-22')).toBe(false);
    expect(recordVisitorRead(window.localStorage, 'd', '2026-11-23')).toBe(true);
  });

  it('treats a damaged counter as a fresh day', () => {
    window.localStorage.setItem(DAILY_READS_KEY, '{not json');
    expect(recordVisitorRead(window.localStorage, 'a', '2026-11-22')).toBe(true);
  });

  it('keys days by the local calendar date', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('ReadingLimitGate', () => {
  const body = (id: string) => (
    <ReadingLimitGate articleKey={id}>
      <p>正文 {id}</p>
    </ReadingLimitGate>
  );

  it('shows a visitor the first 3 articles and hides the 4th behind a sign-in prompt', async () => {
    for (const id of ['info:1', 'mp:2', 'info:3']) {
      const { unmount } = render(body(id));
      expect(await screen.findByText(`正文 ${id}`)).toBeInTheDocument();
      unmount();
    }
    render(body('mp:4'));
    expect(await screen.findByRole('heading', { name: '今日免费阅读已达3篇' })).toBeInTheDocument();
    expect(screen.queryByText('正文 mp:4')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录继续阅读' }));
    expect(requireLogin).toHaveBeenCalled();
  });

  it('always shows signed-in readers the body, without counting', async () => {
    status.mockReturnValue('signedIn');
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      const { unmount } = render(body(id));
      expect(await screen.findByText(`正文 ${id}`)).toBeInTheDocument();
      unmount();
    }
    expect(window.localStorage.getItem(DAILY_READS_KEY)).toBeNull();
  });

  it('waits for the session check before deciding, then opens after sign-in', async () => {
    for (const id of ['a', 'b', 'c']) recordVisitorRead(window.localStorage, id, localDay());
    status.mockReturnValue('checking');
    const { rerender } = render(body('d'));
    expect(screen.getByRole('status', { name: '正在加载正文' })).toBeInTheDocument();
    status.mockReturnValue('signedOut');
    rerender(body('d'));
    expect(await screen.findByRole('heading', { name: '今日免费阅读已达3篇' })).toBeInTheDocument();
    status.mockReturnValue('signedIn');
    await act(async () => rerender(body('d')));
    expect(screen.getByText('正文 d')).toBeInTheDocument();
  });
});
