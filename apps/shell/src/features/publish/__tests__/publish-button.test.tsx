import type { SessionUser } from '@portal/api/contract/user';
import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError } from '@portal/api/errors';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/router';
import { pageNavigation } from '@portal/session/navigation';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { deferred } from '@portal/testing/render';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublishButton } from '../publish-button';
import { PUBLISH_OPTIONS } from '../publish-options';

jest.mock('@portal/shared-ui/toast', () => {
  const fn = Object.assign(
    jest.fn(() => () => {}),
    { loading: jest.fn(() => () => {}), dismiss: jest.fn() },
  );
  return { toast: fn };
});

const api = fakeApi();
/** how many times pending content was asked for */
const pendingAsked = () => api.requests(userEndpoints.pendingContent).length;
const mockToast = jest.mocked(toast);

function DemandStub({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="需求弹窗">
      <button type="button" onClick={onClose}>
        关闭需求
      </button>
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function signIn(user: Partial<SessionUser> | null) {
  act(() => {
    sessionStore.set(
      sessionUserAtom,
      user && { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1, ...user },
    );
    sessionStore.set(sessionStatusAtom, user ? 'signedIn' : 'signedOut');
  });
}

async function renderButton() {
  render(
    <MemoryRouter initialEntries={['/info']}>
      <p>外面</p>
      <PublishButton DemandDialog={DemandStub} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const publish = () => screen.getByRole('button', { name: /发布/ });
const where = () => screen.getByRole('status', { name: 'where' });

async function openMenu() {
  await userEvent.click(publish());
  return screen.findByRole('menu', { name: '发布内容' });
}

async function choose(name: string) {
  await userEvent.click(screen.getByRole('menuitem', { name: new RegExp(`^${name}`) }));
}

let open: jest.SpyInstance;
let assign: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  api.on(userEndpoints.pendingContent, { pending: false, count: 0 });
  sessionStorage.clear();
});

describe('PublishButton: the button', () => {
  it('visitor: 请先登录 and sign-in with the return address, no popup', async () => {
    signIn(null);
    window.history.pushState({}, '', '/info/detail?id=3');
    await renderButton();
    await userEvent.click(publish());
    expect(mockToast).toHaveBeenCalledWith('请先登录');
    expect(assign).toHaveBeenCalledWith(`/signin?fallbackUrl=${encodeURIComponent('/info/detail?id=3')}`);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('identity 3: 当前身份无法使用发布功能, no popup', async () => {
    signIn({ identity: 3 });
    await renderButton();
    await userEvent.click(publish());
    expect(mockToast).toHaveBeenCalledWith('当前身份无法使用发布功能');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(pendingAsked()).toBe(0);
  });

  it('identity 4: the corporate dialog pointing to brand management', async () => {
    signIn({ identity: 4 });
    await renderButton();
    await userEvent.click(publish());
    const dialog = await screen.findByRole('dialog', { name: '企业账号发布说明' });
    expect(dialog).toHaveTextContent('品牌主页');
    const manage = within(dialog).getByRole('link', { name: '前往品牌管理' });
    expect(manage).toHaveAttribute('href', '/bms/home');
    expect(manage).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a verified doctor gets the popup with every option, in order; pending content is asked once', async () => {
    signIn({ identity: 1, isAuth: 1 });
    await renderButton();
    const menu = await openMenu();
    expect(publish()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['需求', '回答', '病例', '文章', '科普', '草稿箱']);
    await waitFor(() => expect(pendingAsked()).toBe(1));
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
  });

  it('the options are data: demand opens the requirement popup, the rest their pages', () => {
    expect(PUBLISH_OPTIONS.map((o) => [o.kind, o.url])).toEqual([
      ['demand', null],
      ['answer', '/topic-circle/answerList'],
      ['case', '/editor?type=0'],
      ['article', '/editor?type=2'],
      ['popularScience', '/editor?type=3'],
      ['drafts', '/editor/drafts'],
    ]);
  });

  it('the popup closes on Escape (focus back on 发布), a press outside, and a second press', async () => {
    signIn({ identity: 1, isAuth: 1 });
    await renderButton();
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(publish()).toHaveFocus();
    await openMenu();
    await userEvent.click(screen.getByText('外面'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await openMenu();
    await userEvent.click(publish());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('arrow keys move through the options', async () => {
    signIn({ identity: 1, isAuth: 1 });
    await renderButton();
    const menu = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[5]).toHaveFocus();
  });
});

describe('PublishButton: a verified doctor choosing', () => {
  beforeEach(() => signIn({ identity: 1, isAuth: 1 }));

  it.each([
    ['回答', '/topic-circle/answerList'],
    ['病例', '/editor?type=0'],
    ['文章', '/editor?type=2'],
    ['科普', '/editor?type=3'],
    ['草稿箱', '/editor/drafts'],
  ])('%s opens %s in a new tab and closes the popup', async (label, url) => {
    await renderButton();
    await openMenu();
    await waitFor(() => expect(pendingAsked()).toBe(1));
    await choose(label);
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('需求 opens the requirement popup (signed in), which closes by itself', async () => {
    await renderButton();
    await openMenu();
    await choose('需求');
    const dialog = await screen.findByRole('dialog', { name: '需求弹窗' });
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭需求' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pending content: the review notice instead of the editor', async () => {
    api.on(userEndpoints.pendingContent, { pending: true, count: 1 });
    await renderButton();
    await openMenu();
    await choose('文章');
    const dialog = await screen.findByRole('dialog', { name: '内容审核中' });
    expect(dialog).toHaveTextContent('您发布的内容正在审核中，审核通过方可发布新内容。');
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pending content: the demand option is blocked too, but the drafts list opens', async () => {
    api.on(userEndpoints.pendingContent, { pending: true, count: 1 });
    await renderButton();
    await openMenu();
    await choose('需求');
    expect(await screen.findByRole('dialog', { name: '内容审核中' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await openMenu();
    await choose('草稿箱');
    expect(open).toHaveBeenCalledWith('/editor/drafts', '_blank', 'noopener');
  });

  it('waits for a pending check still under way before deciding', async () => {
    const answer = deferred<{ pending: boolean; count: number }>();
    api.on(userEndpoints.pendingContent, () => answer.promise);
    await renderButton();
    await openMenu();
    await choose('病例');
    await waitFor(() => expect(pendingAsked()).toBe(1));
    expect(open).not.toHaveBeenCalled();
    await act(async () => answer.resolve({ pending: false, count: 0 }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/editor?type=0', '_blank', 'noopener'));
    expect(pendingAsked()).toBe(1);
  });

  it('a failed pending check shows the server message, decides nothing, and asks again next time', async () => {
    const busy = () => {
      throw new ApiError(500, '服务繁忙，请稍后再试');
    };
    api.once(userEndpoints.pendingContent, busy).once(userEndpoints.pendingContent, busy);
    await renderButton();
    await openMenu();
    await choose('文章');
    await waitFor(() => expect(mockToast).toHaveBeenCalledWith('服务繁忙，请稍后再试'));
    expect(open).not.toHaveBeenCalled();
    await choose('文章');
    await waitFor(() => expect(open).toHaveBeenCalledWith('/editor?type=2', '_blank', 'noopener'));
    expect(pendingAsked()).toBe(3);
  });
});

describe('PublishButton: gates on the options', () => {
  it('isAuth 2: demand, answer and popular science show 身份审核中 (the popup stays); case, article, drafts open', async () => {
    signIn({ identity: 1, isAuth: 2 });
    await renderButton();
    await openMenu();
    for (const label of ['需求', '回答', '科普']) {
      mockToast.mockClear();
      await choose(label);
      expect(mockToast).toHaveBeenCalledWith('身份审核中');
      expect(screen.getByRole('menu')).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await choose('文章');
    await waitFor(() => expect(open).toHaveBeenCalledWith('/editor?type=2', '_blank', 'noopener'));
  });

  it('isAuth 3: 身份认证失败', async () => {
    signIn({ identity: 1, isAuth: 3 });
    await renderButton();
    await openMenu();
    await choose('病例');
    expect(mockToast).toHaveBeenCalledWith('身份认证失败');
    expect(open).not.toHaveBeenCalled();
    expect(pendingAsked()).toBe(0);
  });

  it('unverified with an identity: 请先认证 and the authentication flow', async () => {
    signIn({ identity: 2, isAuth: 0 });
    await renderButton();
    await openMenu();
    await choose('文章');
    expect(mockToast).toHaveBeenCalledWith('请先认证');
    expect(where()).toHaveTextContent('/personaldata?tab=auth');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('no identity: the complete-profile box; 以后再说 closes it', async () => {
    signIn({ identity: null, isAuth: 0 });
    await renderButton();
    await openMenu();
    await choose('需求');
    const dialog = await screen.findByRole('dialog', { name: '完善个人信息' });
    expect(dialog).toHaveTextContent('15个工作日');
    expect(dialog).toHaveTextContent('真实姓名');
    await userEvent.click(within(dialog).getByRole('button', { name: '以后再说' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where()).toHaveTextContent('/info');
  });

  it('no identity: 去完善信息 goes to /personaldata', async () => {
    signIn({ identity: null, isAuth: 0 });
    await renderButton();
    await openMenu();
    await choose('文章');
    await userEvent.click(await screen.findByRole('button', { name: '去完善信息' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where()).toHaveTextContent(/^\/personaldata$/);
  });

  it('signed out while the popup was open: choosing asks to sign in', async () => {
    signIn({ identity: 1, isAuth: 1 });
    await renderButton();
    await openMenu();
    signIn(null);
    await choose('文章');
    expect(mockToast).toHaveBeenCalledWith('请先登录');
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/signin\?fallbackUrl=/));
    expect(open).not.toHaveBeenCalled();
  });
});
