import type { ContentEntry, WeeklyDetail } from '@portal/api/contract/weeklies-columns';
import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { localTime, renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WeeklyPage } from '../weekly-page';

const api = fakeApi();

const entry = (overrides: Partial<ContentEntry>): ContentEntry => ({
  jumpType: 'info',
  id: 1,
  url: '/info/detail?id=1',
  title: '标题',
  cover: '/media/cover/x.svg',
  summary: '摘要',
  authorNames: '赵立新',
  publishTime: localTime(2026, 10, 20, 9),
  ...overrides,
});

const WEEKLY: WeeklyDetail = {
  weeklyId: 7,
  weeklyName: '神外周刊',
  issueNo: 12,
  cover: '/media/cover/weekly-7.svg',
  publishDate: localTime(2026, 10, 26),
  summary: '本期聚焦：脑胶质瘤免疫治疗',
  views: 3456,
  sections: [
    {
      name: '本周焦点',
      items: [
        entry({ id: 31, url: '/info/detail?id=31', title: '胶质母细胞瘤免疫治疗新进展' }),
        entry({ id: 32, url: '/info/detail?id=32', title: '脑膜瘤放疗共识解读' }),
      ],
    },
    {
      name: '手术病例',
      items: [entry({ jumpType: 'mparticle', id: 31, url: '', title: '后交通动脉瘤夹闭一例' })],
    },
  ],
  previous: { weeklyId: 6, weeklyName: '神外周刊', issueNo: 11 },
  next: null,
};

const scrollIntoView = jest.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  api.on(weekliesColumnsEndpoints.weeklyDetail, WEEKLY);
});

describe('weekly page', () => {
  it('shows the issue with its sections, items linking by the jump rule in a new tab', async () => {
    renderAt('/info/weekly?weeklyId=7', <WeeklyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '《神外周刊》第12期' })).toBeInTheDocument();
    expect(api.requests(weekliesColumnsEndpoints.weeklyDetail)).toEqual([{ weeklyId: 7 }]);
    expect(screen.getByText('本期聚焦：脑胶质瘤免疫治疗')).toBeInTheDocument();
    const focus = screen.getByRole('list', { name: '本周焦点列表' });
    const links = within(focus).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/info/detail?id=31', '/info/detail?id=32']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener');
    const cases = screen.getByRole('list', { name: '手术病例列表' });
    expect(within(cases).getByRole('link', { name: /后交通动脉瘤夹闭一例/ })).toHaveAttribute(
      'href',
      '/case/detail-ugc?id=31',
    );
    expect(document.querySelector('[data-located]')).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls to and highlights the item named by locateId (the first one with that id)', async () => {
    renderAt('/info/weekly?weeklyId=7&locateId=31', <WeeklyPage />);
    const link = await screen.findByRole('link', { name: /胶质母细胞瘤免疫治疗新进展/ });
    const item = link.closest('li');
    expect(item).toHaveAttribute('data-located', 'true');
    expect(document.querySelectorAll('[data-located]')).toHaveLength(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(item);
  });

  it('highlights nothing when locateId is not in the issue', async () => {
    renderAt('/info/weekly?weeklyId=7&locateId=999', <WeeklyPage />);
    await screen.findByRole('heading', { level: 1, name: '《神外周刊》第12期' });
    expect(document.querySelector('[data-located]')).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('links the previous issue in the same tab', async () => {
    const { location } = renderAt('/info/weekly?weeklyId=7', <WeeklyPage />);
    const previous = await screen.findByRole('link', { name: '上一期：《神外周刊》第11期' });
    expect(previous).not.toHaveAttribute('target');
    api.on(weekliesColumnsEndpoints.weeklyDetail, { ...WEEKLY, weeklyId: 6, issueNo: 11, previous: null });
    await userEvent.click(previous);
    expect(location()).toBe('/info/weekly?weeklyId=6');
    expect(await screen.findByRole('heading', { level: 1, name: '《神外周刊》第11期' })).toBeInTheDocument();
  });

  it('says 周刊不存在 for an unknown issue, and for a bad id without asking', async () => {
    api.on(weekliesColumnsEndpoints.weeklyDetail, () => {
      throw new ApiError(404, '周刊不存在');
    });
    renderAt('/info/weekly?weeklyId=99', <WeeklyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '周刊不存在' })).toBeInTheDocument();
    renderAt('/info/weekly?weeklyId=abc', <WeeklyPage />);
    expect(screen.getAllByRole('heading', { level: 1, name: '周刊不存在' })).toHaveLength(2);
    // give a request of the second page the time to reach the server: none does
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.requests(weekliesColumnsEndpoints.weeklyDetail)).toEqual([{ weeklyId: 99 }]);
  });
});
