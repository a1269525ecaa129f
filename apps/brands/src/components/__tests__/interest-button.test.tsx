import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { ApiError } from '@portal/api/errors';
import { INTEREST_MESSAGES } from '@portal/api/rules/brand';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InterestButton } from '../interest-button';

const api = fakeApi();

async function fill(values: Partial<Record<'姓名' | '医院' | '科室' | '联系方式', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const box = screen.getByRole('textbox', { name: label });
    await userEvent.clear(box);
    if (value) await userEvent.type(box, value);
  }
}

describe('我感兴趣', () => {
  it('a visitor is asked to sign in and no form opens', async () => {
    const host = createTestHost({ requireLogin: jest.fn(() => false) });
    renderAt('/', <InterestButton productId={9} productName="神经内镜系统" />, host);
    await userEvent.click(screen.getByRole('button', { name: '我感兴趣' }));
    expect(host.requireLogin).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the first wrong field as the server would, sends nothing until the form is right', async () => {
    api.on(e.submitInterest, { id: 1 });
    const host = createTestHost({ requireLogin: jest.fn(() => true) });
    renderAt('/', <InterestButton productId={9} productName="神经内镜系统" />, host);
    await userEvent.click(screen.getByRole('button', { name: '我感兴趣' }));
    expect(screen.getByRole('dialog', { name: '意向咨询：神经内镜系统' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INTEREST_MESSAGES.nameRequired);
    await fill({ 姓名: '张医生', 医院: '北京天坛医院', 科室: '神经外科', 联系方式: '12345' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INTEREST_MESSAGES.contactInvalid);
    expect(api.requests(e.submitInterest)).toEqual([]);

    await fill({ 联系方式: ' 13912345678 ' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith(INTEREST_MESSAGES.submitted));
    expect(api.requests(e.submitInterest)).toEqual([
      {
        productId: 9,
        name: '张医生',
        hospital: '北京天坛医院',
        department: '神经外科',
        contact: '13912345678',
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows what the server says when it refuses (a second lead the same day)', async () => {
    api.on(e.submitInterest, () => {
      throw new ApiError(429, INTEREST_MESSAGES.alreadySubmitted);
    });
    const host = createTestHost({ requireLogin: jest.fn(() => true) });
    renderAt('/', <InterestButton productId={9} productName="神经内镜系统" />, host);
    await userEvent.click(screen.getByRole('button', { name: '我感兴趣' }));
    await fill({ 姓名: '张医生', 医院: '北京天坛医院', 科室: '神经外科', 联系方式: 'zhang@example.com' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INTEREST_MESSAGES.alreadySubmitted);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
