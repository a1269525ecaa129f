import { guidanceEndpoints } from '@portal/api/endpoints/guidance';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, makeGuide, makeVideo } from '../../../testing/list-fixtures';
import { GuidancePage } from '../guidance-page';

const api = fakeApi();

const lastQuery = () => api.requests(guidanceEndpoints.list).at(-1);

beforeEach(() => {
  api.on(
    infoEndpoints.subspecialties,
    envelope([
      { id: 2, name: '脑血管病', children: [] },
      { id: 5, name: '神经肿瘤', children: [] },
    ]),
  );
  api.on(
    guidanceEndpoints.list,
    envelope(
      [
        makeGuide({ id: 1, title: '中国颅内动脉瘤诊疗指南（2024版）' }),
        makeGuide({
          id: 2,
          title: '胶质瘤术中荧光专家共识（2023）',
          kind: 'consensus',
          kindName: '共识',
          videoCount: 0,
        }),
      ],
      { totalPage: 2 },
    ),
  );
  api.on(guidanceEndpoints.videoList, envelope([makeVideo({ id: 31, videoName: '指南要点解读' })]));
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('GuidancePage', () => {
  it('lists guides and consensus with their kind, society, year and summary', async () => {
    renderAt('/guidance', <GuidancePage />);
    expect(screen.getByRole('heading', { level: 1, name: '指南与共识' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: '指南与共识列表' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('指南');
    expect(items[0]).toHaveTextContent('中华医学会神经外科学分会');
    expect(items[0]).toHaveTextContent('2024年');
    expect(items[0]).toHaveTextContent('1 个解读视频');
    expect(items[1]).toHaveTextContent('共识');
    expect(items[1]).not.toHaveTextContent('解读视频');
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('shows the interpreting videos, each opening its page in a new tab', async () => {
    renderAt('/guidance', <GuidancePage />);
    const videos = screen.getByRole('region', { name: '指南解读视频' });
    const link = await within(videos).findByRole('link', { name: /指南要点解读/ });
    expect(link).toHaveAttribute('href', '/guidance/detail/video/31');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveTextContent('22:05');
    expect(api.requests(guidanceEndpoints.videoList)).toEqual([{ pageNo: 1, pageSize: 8 }]);
  });

  it('reads kind, subspecialty and page from the URL', async () => {
    renderAt('/guidance?kind=consensus&subspecialtyId=5&page=2', <GuidancePage />);
    await screen.findAllByRole('listitem');
    expect(lastQuery()).toEqual({ pageNo: 2, pageSize: 10, kind: 'consensus', subspecialtyId: 5 });
    const kinds = screen.getByRole('navigation', { name: '文献类型' });
    expect(within(kinds).getByRole('link', { name: '共识' })).toHaveAttribute('aria-current', 'true');
    const subs = screen.getByRole('navigation', { name: '亚专业筛选' });
    expect(await within(subs).findByRole('link', { name: '神经肿瘤' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('the filters change the URL and start again at page 1', async () => {
    const { location } = renderAt('/guidance?page=2', <GuidancePage />);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '文献类型' })).getByRole('link', { name: '指南' }),
    );
    expect(location()).toBe('/guidance?kind=guideline');
    const subs = screen.getByRole('navigation', { name: '亚专业筛选' });
    await userEvent.click(await within(subs).findByRole('link', { name: '脑血管病' }));
    expect(location()).toBe('/guidance?kind=guideline&subspecialtyId=2');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 10, kind: 'guideline', subspecialtyId: 2 }),
    );
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '文献类型' })).getByRole('link', { name: '全部' }),
    );
    expect(location()).toBe('/guidance?subspecialtyId=2');
  });

  it('阅读全文 loads the full text and its videos in place; 收起全文 hides it', async () => {
    api.on(guidanceEndpoints.detail, {
      ...makeGuide({ id: 1 }),
      content: '<h2>主要推荐意见</h2><p>推荐意见正文</p>',
      videos: [makeVideo({ id: 31, videoName: '指南要点解读' })],
    });
    renderAt('/guidance', <GuidancePage />);
    const [first] = await within(screen.getByRole('region', { name: '指南与共识列表' })).findAllByRole(
      'listitem',
    );
    const toggle = within(first as HTMLElement).getByRole('button', { name: '阅读全文' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(await within(first as HTMLElement).findByText('推荐意见正文')).toBeInTheDocument();
    expect(api.requests(guidanceEndpoints.detail)).toEqual([{ id: 1 }]);
    expect(
      within(first as HTMLElement).getByRole('link', { name: /观看解读：指南要点解读/ }),
    ).toHaveAttribute('href', '/guidance/detail/video/31');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: '收起全文' }));
    expect(within(first as HTMLElement).queryByText('推荐意见正文')).not.toBeInTheDocument();
  });

  it('shows the empty text, and an error with retry', async () => {
    api.once(guidanceEndpoints.list, envelope([]));
    api.once(guidanceEndpoints.videoList, envelope([]));
    const { unmount } = renderAt('/guidance', <GuidancePage />);
    expect(await screen.findByText('暂无相关指南或共识')).toBeInTheDocument();
    expect(await screen.findByText('暂无解读视频')).toBeInTheDocument();
    unmount();

    api.once(guidanceEndpoints.list, () => {
      throw new ApiError(500, '服务器繁忙');
    });
    renderAt('/guidance', <GuidancePage />);
    const list = screen.getByRole('region', { name: '指南与共识列表' });
    const alert = await within(list).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(list).findAllByRole('listitem')).toHaveLength(2);
  });
});
