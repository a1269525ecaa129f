import { getInfoDetail } from '@portal/api/calls/info';
import { ApiError } from '@portal/api/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localTime, makeInfoDetail, renderAt } from '../../../testing/render';
import { InfoDetailPage } from '../info-detail-page';

jest.mock('@portal/api/calls/info', () => ({
  getInfoList: jest.fn(),
  getInfoDetail: jest.fn(),
  getSubspecialties: jest.fn(),
}));

jest.mock('@portal/session/hooks', () => ({ useSessionStatus: jest.fn(() => 'signedOut') }));

const detailMock = jest.mocked(getInfoDetail);

const ARTICLE = makeInfoDetail({
  infoId: 12,
  infoTitle: '颅内动脉瘤介入治疗的十年回顾',
  essences: 'T',
  bmsAuth: 1,
  publishDate: localTime(2024, 3, 8, 14, 5),
  showViews: 2048,
  source: '中华神经外科杂志',
  authorList: [
    { authorName: '赵立', headImage: '/media/avatars/zhao.svg', userId: 5 },
    { authorName: '钱敏', headImage: '/media/avatars/qian.svg', userId: null },
  ],
  subspecialtys: [
    { id: 3, name: '脑血管病' },
    { id: 9, name: '神经介入' },
  ],
  content:
    '<p>导语段落</p><h2>适应证</h2><ul><li>未破裂动脉瘤</li></ul><figure><img src="/media/fig1.svg" alt="造影"><figcaption>图 1</figcaption></figure><blockquote>引文</blockquote>',
});

beforeEach(() => {
  document.title = '脑医汇';
  window.localStorage.clear();
  detailMock.mockResolvedValue(ARTICLE);
});

describe('InfoDetailPage', () => {
  it('shows a skeleton, then the title block', async () => {
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: '颅内动脉瘤介入治疗的十年回顾' });
    expect(detailMock).toHaveBeenCalledWith(12, { signal: expect.any(AbortSignal) });
    const header = screen.getByRole('article').querySelector('header') as HTMLElement;
    expect(within(header).getByText('精选')).toBeInTheDocument();
    expect(within(header).getByText('品牌认证')).toBeInTheDocument();

    const authors = screen.getByRole('list', { name: '作者' });
    expect(within(authors).getByText('赵立')).toBeInTheDocument();
    expect(within(authors).getByText('钱敏')).toBeInTheDocument();
    const avatar = within(authors).getByRole('img', { name: '赵立' });
    expect(avatar).toHaveAttribute('src', '/media/avatars/zhao.svg');
    expect(avatar).toHaveAttribute('width', '36');
    expect(avatar).toHaveAttribute('height', '36');

    expect(screen.getByText('中华神经外科杂志')).toBeInTheDocument();
    expect(screen.getByText('2024-03-08 14:05')).toBeInTheDocument();
    expect(screen.getByText('2048')).toBeInTheDocument();

    const tags = screen.getByRole('list', { name: '亚专业' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['脑血管病', '神经介入']);
  });

  it('renders the sanitized HTML body inside the article', async () => {
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    const article = await screen.findByRole('article');
    const body = article.querySelector('.info-body');
    expect(body).not.toBeNull();
    expect(
      within(body as HTMLElement).getByRole('heading', { level: 2, name: '适应证' }),
    ).toBeInTheDocument();
    expect(within(body as HTMLElement).getByText('未破裂动脉瘤').tagName).toBe('LI');
    expect(within(body as HTMLElement).getByRole('img', { name: '造影' })).toBeInTheDocument();
    expect(within(body as HTMLElement).getByText('引文').tagName).toBe('BLOCKQUOTE');
  });

  it('sets document.title to the article title and restores it on leave', async () => {
    const view = renderAt('/info/detail?id=12', <InfoDetailPage />);
    await screen.findByRole('article');
    expect(document.title).toBe('颅内动脉瘤介入治疗的十年回顾');
    view.unmount();
    expect(document.title).toBe('脑医汇');
  });

  it.each([
    ['missing', '/info/detail'],
    ['empty', '/info/detail?id='],
    ['not a number', '/info/detail?id=abc'],
    ['zero', '/info/detail?id=0'],
  ])('shows not-found without a call for a %s id', (_label, url) => {
    renderAt(url, <InfoDetailPage />);
    expect(screen.getByRole('heading', { name: '资讯不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回资讯列表' })).toHaveAttribute('href', '/info');
    expect(detailMock).not.toHaveBeenCalled();
  });

  it('shows not-found when the server answers 404', async () => {
    detailMock.mockRejectedValue(new ApiError(404, '资讯不存在'));
    renderAt('/info/detail?id=404', <InfoDetailPage />);
    expect(await screen.findByRole('heading', { name: '资讯不存在或已下线' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('脑医汇');
  });

  it('shows an error with a retry for other failures', async () => {
    detailMock.mockRejectedValueOnce(new ApiError(500, '服务器繁忙，请稍后重试'));
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(detailMock).toHaveBeenCalledTimes(2);
  });

  it('shows no badge for an ordinary article', async () => {
    detailMock.mockResolvedValue(makeInfoDetail({ essences: 'F', bmsAuth: 0 }));
    renderAt('/info/detail?id=1', <InfoDetailPage />);
    await screen.findByRole('article');
    expect(screen.queryByText('精选')).not.toBeInTheDocument();
    expect(screen.queryByText('品牌认证')).not.toBeInTheDocument();
  });

  it('falls back to authorNames when there is no author list', async () => {
    detailMock.mockResolvedValue(makeInfoDetail({ authorList: [], authorNames: '编辑部' }));
    renderAt('/info/detail?id=1', <InfoDetailPage />);
    expect(await screen.findByText('编辑部')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '作者' })).not.toBeInTheDocument();
  });
});
