import type { SavedQuestion } from '@portal/api/contract/community';
import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import type { SessionUser } from '@portal/api/contract/user';
import { communityEndpoints } from '@portal/api/endpoints/community';
import { ApiError } from '@portal/api/errors';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { testHost, testJump } from '@portal/testing/host';
import { deferred, renderAt } from '@portal/testing/render';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskQuestionEntry } from '../ask-question-entry';
import { mayAsk, titleFromKeywords, validateQuestion } from '../question-form';

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn() }));

const api = fakeApi();
const saved = () => api.requests(communityEndpoints.saveQa);
/** lets a call that was started reach the fake server before asserting that none was */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const DOCTOR: SessionUser = { id: 8, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 };
let me: SessionUser | null = DOCTOR;

const jump = (item: JumpItem): JumpTarget =>
  item.type === 'community_question'
    ? { kind: 'link', url: `/topic-circle/questionhome?id=${item.id}`, newTab: true }
    : testJump(item);

const makeHost = () => ({
  ...testHost,
  resolveJump: jump,
  toast: jest.fn(),
  requireLogin: jest.fn(() => me !== null),
});

beforeEach(() => {
  me = DOCTOR;
  jest.mocked(useSessionUser).mockImplementation(() => me);
});

const open = async (keywords = '胶质母细胞瘤术后复发怎么办', host = makeHost()) => {
  renderAt(
    `/search?keywords=${encodeURIComponent(keywords)}`,
    <AskQuestionEntry keywords={keywords} />,
    host,
  );
  await userEvent.click(screen.getByRole('button', { name: '去提问' }));
  return host;
};
const titleBox = () => screen.getByRole('textbox', { name: '问题标题' });
const submit = () => screen.getByRole('button', { name: /提交/ });

describe('the gates of asking from search', () => {
  it('a visitor goes through the login gate and sees no form', async () => {
    me = null;
    const host = await open();
    expect(host.requireLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [3, '患者/大众'],
    [4, '企业用户'],
  ])('identity %i (%s) sees 当前身份无法使用发布功能 and nothing else', async (identity) => {
    me = { ...DOCTOR, identity };
    const host = await open();
    expect(host.toast).toHaveBeenCalledWith('当前身份无法使用发布功能');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a doctor gets the form with the title from the keywords', async () => {
    await open('脑膜瘤术后癫痫如何用药');
    // the form is a chunk of its own, loaded when someone asks
    expect(await screen.findByRole('dialog', { name: '提问' })).toBeInTheDocument();
    expect(titleBox()).toHaveValue('脑膜瘤术后癫痫如何用药');
    expect(screen.getByRole('checkbox', { name: '匿名提问' })).not.toBeChecked();
  });

  it('mayAsk blocks only identities 3 and 4', () => {
    expect([1, 2, 3, 4, 5, 6, 7, null].map(mayAsk)).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('validation', () => {
  it('texts of the limits, checked on trimmed input', () => {
    expect(validateQuestion({ title: '  胶质瘤  ', text: '', anonymous: false })).toEqual({
      title: '问题标题至少5个字',
    });
    expect(validateQuestion({ title: '颅'.repeat(101), text: '', anonymous: false })).toEqual({
      title: '问题标题不能超过100个字',
    });
    expect(validateQuestion({ title: '颅'.repeat(100), text: '述'.repeat(2001), anonymous: false })).toEqual({
      text: '问题描述不能超过2000个字',
    });
    expect(validateQuestion({ title: '颅'.repeat(5), text: '述'.repeat(2000), anonymous: false })).toEqual(
      {},
    );
    expect(titleFromKeywords(` ${'词'.repeat(120)} `)).toHaveLength(100);
  });

  it('a short title is refused in the form and nothing is sent', async () => {
    await open('胶质瘤');
    await userEvent.click(submit());
    expect(screen.getByText('问题标题至少5个字')).toBeInTheDocument();
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    await settle();
    expect(saved()).toEqual([]);
  });

  it('a long description is refused', async () => {
    await open();
    const description = screen.getByRole('textbox', { name: '问题描述（选填）' });
    await userEvent.click(description);
    await userEvent.paste('述'.repeat(2001));
    await userEvent.click(submit());
    expect(screen.getByText('问题描述不能超过2000个字')).toBeInTheDocument();
    await settle();
    expect(saved()).toEqual([]);
  });
});

describe('sending', () => {
  it('sends once, shows 提交中..., then 提交成功 and a link to the question', async () => {
    const call = deferred<SavedQuestion>();
    api.on(communityEndpoints.saveQa, () => call.promise);
    const host = await open();
    await userEvent.type(
      screen.getByRole('textbox', { name: '问题描述（选填）' }),
      '  术后半年复查见强化灶  ',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: '匿名提问' }));
    await userEvent.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('提交中...');
    // a second submit of the same form (the button is disabled, so sent straight at the form)
    fireEvent.submit(screen.getByRole('form', { name: '提问' }));
    await settle();
    expect(saved()).toEqual([
      {
        title: '胶质母细胞瘤术后复发怎么办',
        text: '术后半年复查见强化灶',
        isHideCreator: 'T',
      },
    ]);
    call.resolve({ id: 321, url: '/topic-circle/questionhome?id=321' });
    const link = await screen.findByRole('link', { name: '查看问题' });
    expect(link).toHaveAttribute('href', '/topic-circle/questionhome?id=321');
    expect(host.toast).toHaveBeenCalledWith('提交成功');
  });

  it('without a description no text is sent and the name is shown', async () => {
    api.on(communityEndpoints.saveQa, { id: 1, url: '' });
    await open();
    await userEvent.click(submit());
    await screen.findByRole('link', { name: '查看问题' });
    expect(saved()).toEqual([{ title: '胶质母细胞瘤术后复发怎么办', isHideCreator: 'F' }]);
  });

  it("the server's Chinese message is shown, the form kept, and it may be sent again", async () => {
    api.once(communityEndpoints.saveQa, () => {
      throw new ApiError(400, '问题标题包含不允许的内容');
    });
    api.on(communityEndpoints.saveQa, { id: 2, url: '' });
    const host = await open();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('问题标题包含不允许的内容');
    expect(titleBox()).toHaveValue('胶质母细胞瘤术后复发怎么办');
    expect(host.toast).not.toHaveBeenCalled();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByRole('link', { name: '查看问题' })).toBeInTheDocument();
    expect(saved()).toHaveLength(2);
  });

  it('a dropped connection shows the generic text', async () => {
    api.on(communityEndpoints.saveQa, () => {
      throw networkFailure();
    });
    await open();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败，请稍后重试');
  });
});
