import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContentRoutes from '../../../app/routes';
import { CLINICAL_WECHAT_URL, IOS_STORE_URL } from '../constants';
import { parseOption } from '../introduce-page';

/** Each page is a lazy chunk of the routes: renders `url` and waits until its page is in. */
async function renderPage(url: string) {
  const view = renderAt(url, <ContentRoutes />);
  await waitFor(() => expect(screen.queryByRole('status', { name: '加载中' })).not.toBeInTheDocument());
  return view;
}

beforeEach(() => {
  document.title = '脑医汇';
});

describe('/introduce', () => {
  it('shows 关于我们 by default with the tab list', async () => {
    await renderPage('/introduce');
    expect(screen.getByRole('heading', { level: 1, name: '关于我们' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: '关于我们栏目' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['关于我们', '联系我们', '加入我们', '免责声明']);
    expect(screen.getByRole('tab', { name: '关于我们' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('我们的使命');
    expect(document.title).toBe('关于我们 - 脑医汇');
  });

  it('follows optionActive from the query', async () => {
    await renderPage('/introduce?optionActive=disclaimer');
    expect(screen.getByRole('tab', { name: '免责声明' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '关于我们' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: '免责声明' });
    expect(within(panel).getByRole('heading', { level: 2, name: '免责声明' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('不构成任何形式的诊断或治疗建议');
    expect(document.title).toBe('免责声明 - 脑医汇');
  });

  it('falls back to aboutUs for an unknown option', async () => {
    await renderPage('/introduce?optionActive=bogus');
    expect(screen.getByRole('tab', { name: '关于我们' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '关于我们' })).toBeInTheDocument();
    expect(parseOption(null)).toBe('aboutUs');
    expect(parseOption('toString')).toBe('aboutUs');
    expect(parseOption('joinUs')).toBe('joinUs');
  });

  it('switching tabs updates the query and the panel, keeping other parameters', async () => {
    const user = userEvent.setup();
    const { location } = await renderPage('/introduce?optionActive=aboutUs&from=footer');
    await user.click(screen.getByRole('tab', { name: '联系我们' }));
    expect(location()).toBe('/introduce?optionActive=contactUs&from=footer');
    expect(screen.getByRole('tab', { name: '联系我们' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '联系我们' })).toHaveTextContent('客服电话');

    await user.click(screen.getByRole('tab', { name: '加入我们' }));
    expect(location()).toBe('/introduce?optionActive=joinUs&from=footer');
    expect(screen.getByRole('heading', { level: 3, name: '医学编辑（神经外科方向）' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const { location } = await renderPage('/introduce');
    screen.getByRole('tab', { name: '关于我们' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(location()).toBe('/introduce?optionActive=contactUs');
    expect(screen.getByRole('tab', { name: '联系我们' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(location()).toBe('/introduce?optionActive=disclaimer');
  });
});

describe('/recruitment-training', () => {
  it('renders the heading, sections, programmes and how to apply', async () => {
    await renderPage('/recruitment-training');
    expect(screen.getByRole('heading', { level: 1, name: '招募培训' })).toBeInTheDocument();
    expect(document.title).toBe('招募培训 - 脑医汇');
    expect(screen.getByRole('heading', { level: 2, name: '培训内容' })).toBeInTheDocument();
    const programs = within(screen.getByRole('list', { name: '培训与招募项目列表' })).getAllByRole(
      'listitem',
    );
    expect(programs).toHaveLength(4);
    expect(programs[0]).toHaveTextContent('临床研究协调员（CRC）入门培训班');
    expect(programs[0]).toHaveTextContent('2025 年 3 月 15 日');
    expect(programs[0]).toHaveTextContent('新入职 CRC');
    expect(screen.getByRole('heading', { level: 2, name: '如何报名' })).toBeInTheDocument();
    expect(screen.getByText(/training@brainmed\.example\.com/)).toBeInTheDocument();
  });
});

describe('/clinical/release', () => {
  it('shows the phone and WeChat contact', async () => {
    await renderPage('/clinical/release');
    expect(screen.getByRole('heading', { level: 1, name: '临床试验患者招募' })).toBeInTheDocument();
    expect(document.title).toBe('临床试验患者招募 - 脑医汇');
    expect(screen.getByRole('link', { name: '400-888-6120' })).toHaveAttribute('href', 'tel:4008886120');
    const qr = screen.getByRole('img', { name: '临床试验招募微信咨询二维码' });
    expect(CLINICAL_WECHAT_URL.startsWith('https://')).toBe(true);
    expect(qr).toHaveAttribute('src', `/media/qr.svg?url=${encodeURIComponent(CLINICAL_WECHAT_URL)}`);
    expect(qr.getAttribute('src')).toMatch(/^\/media\/qr\.svg\?url=https%3A%2F%2F/);
    expect(screen.getByText('微信扫一扫，添加招募顾问')).toBeInTheDocument();
  });

  it('lists the advantages and the cooperating projects', async () => {
    await renderPage('/clinical/release');
    for (const name of ['专业的神经外科医生网络', '快速匹配受试者', '全流程合规']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const table = screen.getByRole('table', { name: '合作项目列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(
      '新诊断胶质母细胞瘤术后联合免疫治疗研究',
    );
    expect(rows[0]).toHaveTextContent('跨国药企');
    expect(rows[0]).toHaveTextContent('Ⅲ期');
    expect(rows[0]).toHaveTextContent('招募中');
    for (const indication of ['胶质母细胞瘤', '帕金森病', '颅内动脉瘤']) {
      expect(within(table).getAllByRole('cell', { name: indication }).length).toBeGreaterThan(0);
    }
    expect(within(table).getAllByText('已完成').length).toBeGreaterThan(0);
  });
});

describe('/linkdownload', () => {
  it('shows the features, the store links and a QR of the page address', async () => {
    await renderPage('/linkdownload?from=sidebar');
    expect(screen.getByRole('heading', { level: 1, name: '客户端下载' })).toBeInTheDocument();
    expect(document.title).toBe('客户端下载 - 脑医汇');
    expect(screen.getByRole('heading', { level: 3, name: '会议直播' })).toBeInTheDocument();

    const ios = screen.getByRole('link', { name: /iOS 版下载/ });
    expect(ios).toHaveAttribute('href', IOS_STORE_URL);
    expect(ios).toHaveAttribute('target', '_blank');
    expect(ios.getAttribute('rel')).toContain('noopener');
    const android = screen.getByRole('link', { name: /Android 版下载/ });
    expect(android.getAttribute('href')).toMatch(/^https:\/\//);
    expect(android.getAttribute('rel')).toContain('noopener');

    const qr = screen.getByRole('img', { name: '本页二维码' });
    const pageUrl = `${window.location.origin}/linkdownload?from=sidebar`;
    expect(qr).toHaveAttribute('src', `/media/qr.svg?url=${encodeURIComponent(pageUrl)}`);
  });
});

it('restores the previous document title when leaving a static page', async () => {
  const { unmount } = await renderPage('/recruitment-training');
  expect(document.title).toBe('招募培训 - 脑医汇');
  unmount();
  expect(document.title).toBe('脑医汇');
});
