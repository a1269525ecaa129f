import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError } from '@portal/api/errors';
import { MemoryRouter } from '@portal/router';
import { pageNavigation } from '@portal/session/navigation';
import { RETURN_URL_KEY } from '@portal/session/require-login';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { render } from '@portal/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInPage } from '../sign-in-page';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));

const api = fakeApi();

const user = { id: 7, realName: '张伟', avatarAddress: '/a.png', identity: 1, isAuth: 1 };
let assign: jest.SpyInstance;

function renderPage(query = '?fallbackUrl=%2Finfo%2Fdetail%3Fid%3D3&source=header') {
  return render(
    <MemoryRouter initialEntries={[`/signin${query}`]}>
      <SignInPage />
    </MemoryRouter>,
  );
}

const mobileInput = () => screen.getByRole('textbox', { name: '手机号' });
const codeInput = () => screen.getByRole('textbox', { name: '验证码' });

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.set(sessionUserAtom, null);
  sessionStore.set(sessionStatusAtom, 'signedOut');
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  api.on(userEndpoints.sendSms, { code: 1, message: '验证码已发送' });
  api.on(userEndpoints.fastLogin, user);
});

describe('SignInPage', () => {
  it('validates the mobile before sending a code', async () => {
    renderPage();
    await userEvent.type(mobileInput(), '12345');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(mobileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests(userEndpoints.sendSms)).toEqual([]);
  });

  it('sends the code and counts down 60 s before another may be asked for', async () => {
    jest.useFakeTimers();
    try {
      const ue = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderPage();
      await ue.type(mobileInput(), '13800138000');
      await ue.click(screen.getByRole('button', { name: '获取验证码' }));
      const button = await screen.findByRole('button', { name: '60秒后重新获取' });
      expect(button).toBeDisabled();
      expect(api.requests(userEndpoints.sendSms)).toEqual([{ mobile: '13800138000', scene: 'login' }]);
      expect(toast).toHaveBeenCalledWith('验证码已发送');
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
      for (let i = 0; i < 59; i++) {
        act(() => {
          jest.advanceTimersByTime(1000);
        });
      }
      expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server message when the code cannot be sent (rate limit)', async () => {
    api.on(userEndpoints.sendSms, () => {
      throw new ApiError(429, '发送过于频繁，请稍后再试');
    });
    renderPage();
    await userEvent.type(mobileInput(), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('发送过于频繁，请稍后再试');
    expect(toast).toHaveBeenCalledWith('发送过于频繁，请稍后再试');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('validates mobile and code before signing in', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入6位验证码')).toBeInTheDocument();
    await userEvent.type(mobileInput(), '13800138000');
    await userEvent.type(codeInput(), '123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
    expect(screen.getByText('请输入6位验证码')).toBeInTheDocument();
    expect(api.requests(userEndpoints.fastLogin)).toEqual([]);
  });

  it('signs in and goes back to fallbackUrl', async () => {
    renderPage();
    await userEvent.type(mobileInput(), '13800138000');
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(sessionStore.get(sessionUserAtom)).toEqual(user));
    expect(api.requests(userEndpoints.fastLogin)).toEqual([{ mobile: '13800138000', code: '123456' }]);
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedIn');
    expect(assign).toHaveBeenCalledWith('/info/detail?id=3');
  });

  it('never follows an unsafe fallbackUrl; uses the stored return address or /', async () => {
    sessionStorage.setItem(RETURN_URL_KEY, '/case');
    renderPage('?fallbackUrl=https%3A%2F%2Fevil.example%2F');
    await userEvent.type(mobileInput(), '13800138000');
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/case'));
  });

  it('shows the server message inline and in a toast when sign-in fails', async () => {
    api.on(userEndpoints.fastLogin, () => {
      throw new ApiError(400, '验证码错误或已过期');
    });
    renderPage();
    await userEvent.type(mobileInput(), '13800138000');
    await userEvent.type(codeInput(), '654321');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    expect(toast).toHaveBeenCalledWith('验证码错误或已过期');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('a dropped connection shows the network message', async () => {
    api.on(userEndpoints.fastLogin, () => {
      throw networkFailure();
    });
    renderPage();
    await userEvent.type(mobileInput(), '13800138000');
    await userEvent.type(codeInput(), '654321');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
  });

  it('links to /register keeping the query', () => {
    renderPage('?fallbackUrl=%2Fcase');
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute(
      'href',
      '/register?fallbackUrl=%2Fcase',
    );
  });
});
