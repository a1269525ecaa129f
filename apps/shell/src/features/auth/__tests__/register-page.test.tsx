import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError } from '@portal/api/errors';
import { MemoryRouter } from '@portal/router';
import { pageNavigation } from '@portal/session/navigation';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { render } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterPage } from '../register-page';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));

const api = fakeApi();
const user = { id: 9, realName: '李明', avatarAddress: '', identity: 5, isAuth: 0 };

let assign: jest.SpyInstance;

function renderPage(query = '') {
  return render(
    <MemoryRouter initialEntries={[`/register${query}`]}>
      <RegisterPage />
    </MemoryRouter>,
  );
}

async function fillValid() {
  await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
  await userEvent.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
  await userEvent.type(screen.getByRole('textbox', { name: '真实姓名' }), ' 李明 ');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '身份' }), '医学生');
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.set(sessionUserAtom, null);
  sessionStore.set(sessionStatusAtom, 'signedOut');
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  api.on(userEndpoints.sendSms, { code: 1, message: '验证码已发送' });
  api.on(userEndpoints.register, user);
});

describe('RegisterPage', () => {
  it('offers the identities in order with their codes', () => {
    renderPage();
    const options = within(screen.getByRole('combobox', { name: '身份' })).getAllByRole('option');
    expect(options.map((o) => [o.textContent, (o as HTMLOptionElement).value])).toEqual([
      ['请选择身份', ''],
      ['医生', '1'],
      ['护士', '2'],
      ['医学生', '5'],
      ['技师/药师', '6'],
      ['患者/大众', '3'],
      ['企业用户', '4'],
      ['其他', '7'],
    ]);
  });

  it('sends the code with scene register', async () => {
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(api.requests(userEndpoints.sendSms)).toEqual([{ mobile: '13800138000', scene: 'register' }]),
    );
  });

  it('validates every field', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入6位验证码')).toBeInTheDocument();
    expect(screen.getByText('请输入真实姓名')).toBeInTheDocument();
    expect(screen.getByText('请选择身份', { selector: 'p' })).toBeInTheDocument();
    expect(api.requests(userEndpoints.register)).toEqual([]);
  });

  it('limits the real name input to 20 characters', () => {
    renderPage();
    expect(screen.getByRole('textbox', { name: '真实姓名' })).toHaveAttribute('maxLength', '20');
  });

  it('registers, signs in and goes to fallbackUrl', async () => {
    renderPage('?fallbackUrl=%2Fmeeting%2Fhome');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(sessionStore.get(sessionUserAtom)).toEqual(user));
    expect(api.requests(userEndpoints.register)).toEqual([
      { mobile: '13800138000', code: '123456', realName: '李明', identity: 5 },
    ]);
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedIn');
    expect(assign).toHaveBeenCalledWith('/meeting/home');
  });

  it('goes home without a fallbackUrl', async () => {
    renderPage();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('shows the server message when registration fails', async () => {
    api.on(userEndpoints.register, () => {
      throw new ApiError(400, '该手机号已注册');
    });
    renderPage();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该手机号已注册');
    expect(toast).toHaveBeenCalledWith('该手机号已注册');
    expect(assign).not.toHaveBeenCalled();
  });
});
