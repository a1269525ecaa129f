import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError } from '@portal/api/errors';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { render } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RequirementDialog from '../requirement-dialog';

jest.mock('@portal/shared-ui/toast', () => {
  const fn = Object.assign(
    jest.fn(() => () => {}),
    { loading: jest.fn(), dismiss: jest.fn() },
  );
  return { toast: fn };
});

const api = fakeApi();
const sent = () => api.requests(userEndpoints.submitRequirement);
const mockToast = jest.mocked(toast);
const dismissLoading = jest.fn();

const TYPES = [
  { code: 'R1', desc: '产品咨询' },
  { code: 'R2', desc: '学术合作' },
  { code: 'R9', desc: '其他' },
];

beforeEach(() => {
  api.on(userEndpoints.requirementTypes, {
    code: 1,
    list: TYPES,
    page: { pageNo: 1, pageSize: 3, totalPage: 1, totalCount: 3 },
  });
  api.on(userEndpoints.submitRequirement, { code: 1, message: '提交成功' });
  jest.mocked(toast.loading).mockReturnValue(dismissLoading);
});

async function renderDialog() {
  const onClose = jest.fn();
  render(<RequirementDialog onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: '发布需求' });
  await within(dialog).findByRole('checkbox', { name: '产品咨询' });
  return { dialog, onClose };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '提交' }));
const contact = () => screen.getByRole('textbox', { name: /联系方式/ });
const remark = () => screen.getByRole('textbox', { name: '备注' });

describe('RequirementDialog', () => {
  it('is 460 px wide, lists the types as checkboxes, and has the contact and remark fields', async () => {
    const { dialog } = await renderDialog();
    expect(dialog).toHaveStyle({ width: '460px' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['产品咨询', '学术合作', '其他']);
    expect(contact()).toHaveAttribute('maxLength', '255');
    expect(remark()).toHaveAttribute('maxLength', '300');
    expect(screen.getByText('0/300')).toBeInTheDocument();
  });

  it('counts the remark characters', async () => {
    await renderDialog();
    await userEvent.type(remark(), '神经外科培训');
    expect(screen.getByText('6/300')).toBeInTheDocument();
  });

  it('no type: 请选择需求类型 and nothing is sent', async () => {
    await renderDialog();
    await userEvent.type(contact(), '13800000001');
    await submit();
    expect(mockToast).toHaveBeenCalledWith('请选择需求类型');
    expect(sent()).toEqual([]);
  });

  it('blank contact: 请填写联系方式', async () => {
    await renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: '产品咨询' }));
    await userEvent.type(contact(), '   ');
    await submit();
    expect(mockToast).toHaveBeenCalledWith('请填写联系方式');
    expect(sent()).toEqual([]);
  });

  it('其他 with a blank remark: 请在备注中填写其他需求类型', async () => {
    await renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: '其他' }));
    await userEvent.type(contact(), 'wx: neuro');
    await submit();
    expect(mockToast).toHaveBeenCalledWith('请在备注中填写其他需求类型');
    expect(sent()).toEqual([]);
  });

  it('unticking a type takes it out again', async () => {
    await renderDialog();
    const box = screen.getByRole('checkbox', { name: '学术合作' });
    await userEvent.click(box);
    await userEvent.click(box);
    await userEvent.type(contact(), '138');
    await submit();
    expect(mockToast).toHaveBeenCalledWith('请选择需求类型');
  });

  it('sends with 提交中..., then 提交成功 and closes', async () => {
    const { onClose } = await renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: '其他' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '产品咨询' }));
    await userEvent.type(contact(), ' 13800000001 ');
    await userEvent.type(remark(), ' 手术直播合作 ');
    await submit();
    expect(toast.loading).toHaveBeenCalledWith('提交中...');
    await waitFor(() => expect(mockToast).toHaveBeenCalledWith('提交成功'));
    expect(sent()).toEqual([
      { typesStr: 'R1,R9', contactInformation: '13800000001', remark: '手术直播合作' },
    ]);
    expect(dismissLoading).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a failure toasts the server message and keeps everything typed', async () => {
    api.once(userEndpoints.submitRequirement, () => {
      throw new ApiError(429, '提交过于频繁，请稍后再试');
    });
    const { onClose } = await renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: '学术合作' }));
    await userEvent.type(contact(), 'a@b.cn');
    await userEvent.type(remark(), '多中心研究');
    await submit();
    await waitFor(() => expect(mockToast).toHaveBeenCalledWith('提交过于频繁，请稍后再试'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: '学术合作' })).toBeChecked();
    expect(contact()).toHaveValue('a@b.cn');
    expect(remark()).toHaveValue('多中心研究');
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
    // and it can be sent again
    await submit();
    await waitFor(() => expect(mockToast).toHaveBeenCalledWith('提交成功'));
    expect(sent()).toHaveLength(2);
  });

  it('a dropped connection says so and keeps the form', async () => {
    api.once(userEndpoints.submitRequirement, () => {
      throw networkFailure();
    });
    await renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: '学术合作' }));
    await userEvent.type(contact(), 'a@b.cn');
    await submit();
    await waitFor(() => expect(mockToast).toHaveBeenCalledWith('网络异常，请稍后重试'));
    expect(contact()).toHaveValue('a@b.cn');
  });

  it('a click on the backdrop does not close it; Escape and 取消 do', async () => {
    const { onClose } = await renderDialog();
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('types that fail to load show a retry', async () => {
    api.once(userEndpoints.requirementTypes, () => {
      throw networkFailure();
    });
    render(<RequirementDialog onClose={() => {}} />);
    expect(screen.getByText('正在加载需求类型')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('checkbox', { name: '产品咨询' })).toBeInTheDocument();
    expect(api.requests(userEndpoints.requirementTypes)).toHaveLength(2);
  });
});
