import { portalEndpoints } from '@portal/api/endpoints/portal';
import { channelHomeUrl } from '@portal/api/links';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { deferred, render } from '@portal/testing/render';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceCategoryUrl } from '../more-links';
import { MoreMenu } from '../more-menu';

const page = (n: number) => ({ pageNo: 1, pageSize: n, totalPage: 1, totalCount: n });
const list = <T,>(items: T[]) => ({ code: 1 as const, list: items, page: page(items.length) });

const api = fakeApi();
const asked = (endpoint: (typeof portalEndpoints)[keyof typeof portalEndpoints]) =>
  api.requests(endpoint).length;

beforeEach(() => {
  api.on(
    portalEndpoints.academicResources,
    list([
      { id: 1, name: '指南共识', url: '/guidance', newTab: false },
      { id: 2, name: '术中视频库', url: 'https://video.example/', newTab: true },
    ]),
  );
  api.on(portalEndpoints.channels, list([{ channelId: 12, channelTitle: '脑血管病', mpId: 3, ocsId: 45 }]));
  api.on(portalEndpoints.deviceCategories, list([{ id: 8, name: '神经介入', code: 'NI 01' }]));
});

const trigger = () => screen.getByRole('button', { name: /更多/ });

async function openByClick() {
  await userEvent.click(trigger());
  return screen.findByRole('region', { name: '更多频道' });
}

describe('more links', () => {
  it('channel: /channel/home with every value URL-encoded', () => {
    const url = new URL(
      channelHomeUrl({ channelId: 12, channelTitle: '脑血管病 & 介入', mpId: 3, ocsId: 45 }),
      'https://portal.test',
    );
    expect(url.pathname).toBe('/channel/home');
    expect([...url.searchParams]).toEqual([
      ['channelId', '12'],
      ['channelTitle', '脑血管病 & 介入'],
      ['mpId', '3'],
      ['ocsId', '45'],
    ]);
  });

  it('device category: /bms/home/{id}?categoryCode={code}', () => {
    expect(deviceCategoryUrl({ id: 8, name: '神经介入', code: 'NI/01&x' })).toBe(
      '/bms/home/8?categoryCode=NI%2F01%26x',
    );
  });
});

describe('MoreMenu', () => {
  it('loads nothing until first opened', async () => {
    render(<MoreMenu />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {});
    expect(api.log()).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens on click: 116 px wide, three groups with their links in new tabs', async () => {
    render(<MoreMenu />);
    const panel = await openByClick();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveStyle({ width: '116px' });

    const academic = await within(panel).findByRole('region', { name: '学术资源' });
    expect(within(academic).getByRole('link', { name: '指南共识' })).toHaveAttribute('href', '/guidance');
    expect(within(academic).getByRole('link', { name: '指南共识' })).not.toHaveAttribute('target');
    expect(within(academic).getByRole('link', { name: '术中视频库' })).toHaveAttribute('target', '_blank');

    const channels = within(panel).getByRole('region', { name: '亚专业' });
    const channel = within(channels).getByRole('link', { name: '脑血管病' });
    expect(channel).toHaveAttribute(
      'href',
      `/channel/home?channelId=12&channelTitle=${encodeURIComponent('脑血管病')}&mpId=3&ocsId=45`,
    );
    expect(channel).toHaveAttribute('target', '_blank');

    const devices = within(panel).getByRole('region', { name: '医疗器械' });
    expect(within(devices).getByRole('link', { name: '神经介入' })).toHaveAttribute(
      'href',
      '/bms/home/8?categoryCode=NI%2001',
    );
  });

  it('opens on hover and closes shortly after the pointer leaves', async () => {
    jest.useFakeTimers();
    try {
      render(<MoreMenu />);
      const root = trigger().parentElement!;
      fireEvent.mouseEnter(root);
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      await act(async () => {});
      fireEvent.mouseLeave(root);
      act(() => jest.advanceTimersByTime(100));
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseEnter(root); // back in time: stays open
      act(() => jest.advanceTimersByTime(500));
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseLeave(root);
      act(() => jest.advanceTimersByTime(200));
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('Escape closes it and puts focus back on 更多; Enter on the trigger toggles it', async () => {
    render(<MoreMenu />);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: '更多频道' });
    await within(panel).findByRole('link', { name: '指南共识' });
    await userEvent.tab();
    expect(within(panel).getByRole('link', { name: '指南共识' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('reopening does not ask again', async () => {
    render(<MoreMenu />);
    const panel = await openByClick();
    await within(panel).findByRole('link', { name: '指南共识' });
    await userEvent.keyboard('{Escape}');
    await openByClick();
    expect(asked(portalEndpoints.academicResources)).toBe(1);
    expect(asked(portalEndpoints.channels)).toBe(1);
    expect(asked(portalEndpoints.deviceCategories)).toBe(1);
  });

  it('shows loading, then a per-group error with a retry; the other groups still show', async () => {
    const academicAnswer = deferred<never>();
    api.once(portalEndpoints.academicResources, () => academicAnswer.promise);
    render(<MoreMenu />);
    const panel = await openByClick();
    const academic = within(panel).getByRole('region', { name: '学术资源' });
    expect(academic).toHaveTextContent('正在加载');
    await act(async () => academicAnswer.reject(networkFailure()));
    await within(academic).findByText('加载失败');
    expect(await within(panel).findByRole('link', { name: '脑血管病' })).toBeInTheDocument();
    await userEvent.click(within(academic).getByRole('button', { name: '重试' }));
    expect(await within(academic).findByRole('link', { name: '指南共识' })).toBeInTheDocument();
    expect(asked(portalEndpoints.academicResources)).toBe(2);
  });

  it('an empty group says so; unsafe addresses are not links', async () => {
    api.once(portalEndpoints.deviceCategories, list([]));
    api.once(
      portalEndpoints.academicResources,
      list([{ id: 9, name: '坏链接', url: 'javascript:alert(1)', newTab: false }]),
    );
    render(<MoreMenu />);
    const panel = await openByClick();
    const devices = within(panel).getByRole('region', { name: '医疗器械' });
    expect(await within(devices).findByText('暂无内容')).toBeInTheDocument();
    const academic = within(panel).getByRole('region', { name: '学术资源' });
    expect(await within(academic).findByText('坏链接')).toBeInTheDocument();
    expect(within(academic).queryByRole('link')).not.toBeInTheDocument();
  });

  it('following a link closes the popover', async () => {
    render(<MoreMenu />);
    const panel = await openByClick();
    const link = await within(panel).findByRole('link', { name: '脑血管病' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
