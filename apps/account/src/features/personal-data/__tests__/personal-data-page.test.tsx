import type { PersonalData } from '@portal/api/contract/account-personal-data';
import { accountPersonalDataEndpoints as e } from '@portal/api/endpoints/account-personal-data';
import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError } from '@portal/api/errors';
import { uploader } from '@portal/api/uploads';
import { AUTHENTICATE_URL, COMPLETE_PROFILE_URL } from '@portal/session/publish-gates';
import { getSessionUser, sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountRoutes from '../../../app/routes';
import { PersonalDataPage } from '../personal-data-page';

const api = fakeApi();
const originalTransport = uploader.transport;
const upload = (hex: string) => `/media/uploads/2026/11/${hex.repeat(32)}.webp`;

const personalInfo = (over: Partial<{ realName: string; isAuth: number; identity: number | null }> = {}) => ({
  id: 7,
  realName: '周文博',
  avatar: '/media/avatar/7.svg',
  identity: 1,
  isAuth: 0,
  medalPendantIcon: null,
  levelNumber: 1,
  title: '主治医师',
  company: '天坛医院',
  department: '神经外科',
  releaseTotal: 0,
  followerTotal: 0,
  collectTotal: 0,
  fans: 0,
  ...over,
});

function data(
  over: Partial<PersonalData['profile']> = {},
  verification: PersonalData['verification'] = null,
) {
  return {
    profile: {
      id: 7,
      realName: '周文博',
      avatar: '/media/avatar/7.svg',
      identity: 1,
      isAuth: 0,
      title: '主治医师',
      company: '天坛医院',
      department: '神经外科',
      introduction: '',
      website: '',
      levelNumber: 1,
      ...over,
    },
    verification,
  } satisfies PersonalData;
}

beforeEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 7,
      realName: '周文博',
      avatarAddress: '',
      identity: 1,
      isAuth: 0,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
});
afterEach(() => {
  uploader.transport = originalTransport;
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});

describe('/personaldata', () => {
  it('is where the publish gates send a user: ?tab=auth opens the verification tab', async () => {
    expect(COMPLETE_PROFILE_URL).toBe('/personaldata');
    api.on(e.personalData, data());
    renderAt(AUTHENTICATE_URL, <AccountRoutes />);
    expect(await screen.findByRole('tab', { name: '身份认证', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '提交认证' })).toBeInTheDocument();
  });

  it('saves the profile, shows what the server kept and reads the session user again', async () => {
    api.on(e.personalData, data());
    api.on(e.saveProfile, (input) =>
      data({ ...input, realName: input.realName.replace(/<[^>]*>/g, ''), website: input.website }),
    );
    api.on(userEndpoints.personalInfo, personalInfo({ realName: '周文' }));
    const host = createTestHost();
    renderAt(COMPLETE_PROFILE_URL, <PersonalDataPage />, host);

    const name = await screen.findByLabelText('真实姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '周文<b>');
    await userEvent.selectOptions(screen.getByLabelText('职称'), '副主任医师');
    await userEvent.type(screen.getByLabelText('个人简介'), '擅长胶质瘤');
    expect(screen.getByText('5/500')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('个人网站'), 'https://zhou.example.cn');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('保存成功'));
    expect(api.requests(e.saveProfile)).toEqual([
      {
        avatar: '/media/avatar/7.svg',
        realName: '周文<b>',
        title: '副主任医师',
        company: '天坛医院',
        department: '神经外科',
        introduction: '擅长胶质瘤',
        website: 'https://zhou.example.cn',
      },
    ]);
    expect(await screen.findByDisplayValue('周文')).toBeInTheDocument();
    await waitFor(() => expect(getSessionUser()?.realName).toBe('周文'));
  });

  it('lets a user the incomplete-profile box sent here choose an identity', async () => {
    api.on(e.personalData, data({ identity: null }));
    api.on(e.saveProfile, (input) => data({ ...input, identity: input.identity ?? null }));
    api.on(userEndpoints.personalInfo, personalInfo({ identity: 2 }));
    renderAt(COMPLETE_PROFILE_URL, <PersonalDataPage />);
    await userEvent.selectOptions(await screen.findByLabelText('身份'), '护士');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.requests(e.saveProfile)[0]).toMatchObject({ identity: 2 }));
    // chosen once: afterwards it is shown, not offered
    expect(await screen.findByDisplayValue('护士')).toBeDisabled();
    await waitFor(() => expect(getSessionUser()?.identity).toBe(2));
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    api.on(e.personalData, data());
    api.on(e.saveProfile, () => {
      throw new ApiError(400, '个人网站须以 http:// 或 https:// 开头');
    });
    const host = createTestHost();
    renderAt(COMPLETE_PROFILE_URL, <PersonalDataPage />, host);
    await userEvent.type(await screen.findByLabelText('个人网站'), 'ftp://x');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('个人网站须以 http:// 或 https:// 开头'));
    expect(screen.getByLabelText('个人网站')).toHaveValue('ftp://x');
  });

  it('uploads the avatar and sends the address the server gave', async () => {
    api.on(e.personalData, data());
    api.on(e.saveProfile, (input) => data(input));
    api.on(userEndpoints.personalInfo, personalInfo());
    uploader.transport = async () => ({
      status: 200,
      json: async () => ({ code: 1, result: { url: upload('a'), width: 10, height: 10 } }),
    });
    renderAt(COMPLETE_PROFILE_URL, <PersonalDataPage />);
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText(/更换头像/), file);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '周文博' })).toHaveAttribute('src', upload('a')),
    );
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.requests(e.saveProfile)[0]?.avatar).toBe(upload('a')));
  });
});

describe('identity verification', () => {
  it('sends identity, certificate and badge, then shows 审核中 and follows the new isAuth', async () => {
    api.on(e.personalData, data({ identity: null }));
    api.on(e.submitVerification, (input) =>
      data(
        { identity: input.identity, isAuth: 2 },
        {
          id: 1,
          status: 'pending',
          identity: input.identity,
          certificateUrl: input.certificateUrl,
          badgeUrl: input.badgeUrl,
          reason: '',
          submittedAt: Date.now(),
          decidedAt: null,
        },
      ),
    );
    api.on(userEndpoints.personalInfo, personalInfo({ isAuth: 2 }));
    let n = 0;
    uploader.transport = async () => {
      n += 1;
      return {
        status: 200,
        json: async () => ({ code: 1, result: { url: upload(String(n)), width: 1, height: 1 } }),
      };
    };
    const host = createTestHost();
    renderAt('/personaldata?tab=auth', <PersonalDataPage />, host);

    // missing pieces are said before anything is sent
    await userEvent.click(await screen.findByRole('button', { name: '提交认证' }));
    expect(host.toast).toHaveBeenCalledWith('请选择认证身份');
    const identity = screen.getByLabelText('认证身份');
    expect(
      within(identity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择认证身份', '医生', '护士', '医学生', '技师/药师']);
    await userEvent.selectOptions(identity, '医生');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(host.toast).toHaveBeenLastCalledWith('请上传执业证照片');

    const file = () => new File([new Uint8Array([1])], 'card.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/执业证/), file());
    expect(await screen.findByRole('img', { name: '执业证' })).toHaveAttribute('src', upload('1'));
    await userEvent.upload(screen.getByLabelText(/（工牌）/), file());
    expect(await screen.findByRole('img', { name: '工牌' })).toHaveAttribute('src', upload('2'));
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));

    expect(await screen.findByText('审核中')).toBeInTheDocument();
    expect(api.requests(e.submitVerification)).toEqual([
      { identity: 1, certificateUrl: upload('1'), badgeUrl: upload('2') },
    ]);
    expect(host.toast).toHaveBeenLastCalledWith('提交成功，请等待审核');
    expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
    await waitFor(() => expect(getSessionUser()?.isAuth).toBe(2));
  });

  it('tells a failed applicant why, and lets them apply again', async () => {
    api.on(
      e.personalData,
      data(
        { isAuth: 3 },
        {
          id: 3,
          status: 'rejected',
          identity: 1,
          certificateUrl: upload('c'),
          badgeUrl: upload('d'),
          reason: '执业证照片模糊',
          submittedAt: 1,
          decidedAt: 2,
        },
      ),
    );
    renderAt('/personaldata?tab=auth', <PersonalDataPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('认证失败：执业证照片模糊');
    expect(screen.getByRole('button', { name: '提交认证' })).toBeEnabled();
  });

  it('says patients and corporate accounts cannot apply, and asks for the profile first', async () => {
    api.on(e.personalData, data({ identity: 3 }));
    const { unmount } = renderAt('/personaldata?tab=auth', <PersonalDataPage />);
    expect(await screen.findByText('当前身份不能申请医生认证')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
    unmount();

    api.on(e.personalData, data({ company: '', title: '' }));
    const { location } = renderAt('/personaldata?tab=auth', <PersonalDataPage />);
    expect(await screen.findByRole('button', { name: '提交认证' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '去填写' }));
    expect(location()).toBe('/personaldata');
    expect(screen.getByRole('tab', { name: '基本资料', selected: true })).toBeInTheDocument();
  });
});
