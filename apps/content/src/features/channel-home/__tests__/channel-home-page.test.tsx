import type { FlowItem, InformationFlowEnvelope, MeetingCard } from '@portal/api/contract/channel';
import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import { channelEndpoints } from '@portal/api/endpoints/channel';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { installIntersectionObserver, reachBottom } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChannelHomePage } from '../channel-home-page';

const api = fakeApi();
const flow = channelEndpoints.informationFlow;

/** the jump rule of spec 2 for the types the channel shows */
const host = {
  ...testHost,
  resolveJump: (item: JumpItem): JumpTarget =>
    item.type === 'meeting'
      ? { kind: 'link', url: `/meeting/detail?id=${item.id}`, newTab: true }
      : item.type === 'ocscourse'
        ? { kind: 'link', url: `/cloudclassroomCourse?courseId=${item.id}`, newTab: true }
        : testHost.resolveJump(item),
};

const renderPage = (url = '/channel/home?channelId=1&channelTitle=脑血管病&mpId=1&ocsId=1201') =>
  renderAt(url, <ChannelHomePage />, host);

function flowItem(id: number, overrides: Partial<FlowItem> = {}): FlowItem {
  return {
    type: 'info',
    id,
    title: `颅内动脉瘤资讯 ${id}`,
    cover: `/media/cover/info-${id}.svg`,
    summary: '摘要',
    time: new Date(2026, 9, 1).getTime() - id * 1000,
    showViews: 10,
    url: `/info/detail?id=${id}`,
    authorNames: '王建国',
    ...overrides,
  };
}

function meeting(id: number, overrides: Partial<MeetingCard> = {}): MeetingCard {
  return {
    id,
    meetingName: `2026中国脑血管病大会 ${id}`,
    appMainPic: `/media/cover/meeting-${id}.svg`,
    titlePic: `/media/cover/meeting-title-${id}.svg`,
    meetingLiveStatus: 'LI',
    meetingDateStr: '2026-11-20 至 2026-11-22',
    startTime: 0,
    province: '北京',
    city: '北京',
    publishStatus: '1',
    forthcoming: 'F',
    showViews: 100,
    ...overrides,
  };
}

function flowPage(list: FlowItem[], nextCursor: string | null): InformationFlowEnvelope {
  return {
    code: 1,
    list,
    page: { pageNo: 1, pageSize: 10, totalCount: 25, totalPage: 3 },
    nextCursor,
  };
}

const pageOf = (from: number, count: number) => Array.from({ length: count }, (_, i) => flowItem(from + i));

/** the abort signal of each flow request, as the screen passed it */
let flowSignals: (AbortSignal | undefined)[] = [];

beforeEach(() => {
  installIntersectionObserver();
  flowSignals = [];
  api.on(channelEndpoints.nodes, {
    code: 1,
    list: [
      { id: 11, name: '颅内动脉瘤', contents: 40 },
      { id: 12, name: '烟雾病', contents: 12 },
    ],
    page: { pageNo: 1, pageSize: 2, totalCount: 2, totalPage: 1 },
  });
  api.on(channelEndpoints.meetings, {
    code: 1,
    list: [
      meeting(1),
      meeting(2, {
        meetingLiveStatus: 'NS',
        publishStatus: '0',
        forthcoming: 'T',
        meetingName: '即将公布的会议',
      }),
    ],
    page: { pageNo: 1, pageSize: 2, totalCount: 2, totalPage: 1 },
  });
  api.on(channelEndpoints.hotChannels, {
    code: 1,
    list: [
      { channelId: 1, channelTitle: '脑血管病', mpId: 1, ocsId: 1201, contents: 300, views: 9000 },
      { channelId: 2, channelTitle: '神经肿瘤', mpId: 2, ocsId: 1202, contents: 200, views: 8000 },
    ],
    page: { pageNo: 1, pageSize: 2, totalCount: 2, totalPage: 1 },
  });
  api.on(flow, (query, { signal }) => {
    flowSignals.push(signal);
    if (!query.cursor) return flowPage(pageOf(1, 10), 'c1');
    if (query.cursor === 'c1') return flowPage(pageOf(11, 10), 'c2');
    return flowPage(pageOf(21, 5), null);
  });
});

const lastFlowRequest = () => api.requests(flow).at(-1);

const flowList = () => within(screen.getByRole('region', { name: '频道信息流' }));

describe('ChannelHomePage', () => {
  it('shows the channel header, node chips, meetings and hot channels', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '脑血管病' })).toBeInTheDocument();
    const chips = await screen.findByRole('navigation', { name: '亚专业节点' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['全部', '颅内动脉瘤', '烟雾病']);
    const meetings = within(screen.getByRole('region', { name: '频道会议' }));
    const live = await meetings.findByRole('link', { name: /2026中国脑血管病大会 1/ });
    expect(live).toHaveAttribute('href', '/meeting/detail?id=1');
    expect(live).toHaveAttribute('target', '_blank');
    expect(within(live).getByText('直播中')).toBeInTheDocument();
    // coming soon: labelled, and no link
    expect(meetings.getByText('敬请期待')).toBeInTheDocument();
    expect(meetings.queryByRole('link', { name: /即将公布的会议/ })).not.toBeInTheDocument();
    const hot = within(await screen.findByRole('region', { name: '热门频道列表' }));
    expect(hot.getByRole('link', { name: /神经肿瘤/ })).toHaveAttribute(
      'href',
      '/channel/home?channelId=2&channelTitle=%E7%A5%9E%E7%BB%8F%E8%82%BF%E7%98%A4&mpId=2&ocsId=1202',
    );
    expect(api.requests(channelEndpoints.hotChannels)).toEqual([{ limit: 6 }]);
    expect(api.requests(channelEndpoints.nodes)).toEqual([{ channelId: 1 }]);
    expect(api.requests(channelEndpoints.meetings)).toEqual([{ channelId: 1, limit: 4 }]);
  });

  it('loads the flow page after page as the sentinel comes into view, then says 没有更多了', async () => {
    renderPage();
    expect(await flowList().findAllByRole('listitem')).toHaveLength(10);
    expect(lastFlowRequest()).toEqual({ channelId: 1, pageSize: 10 });
    expect(flowSignals.at(-1)).toBeInstanceOf(AbortSignal);
    expect(flowList().queryByText('没有更多了')).not.toBeInTheDocument();

    reachBottom();
    expect(flowList().getByText('正在加载更多')).toBeInTheDocument();
    await waitFor(() => expect(flowList().getAllByRole('listitem')).toHaveLength(20));
    expect(lastFlowRequest()).toEqual({ channelId: 1, pageSize: 10, cursor: 'c1' });

    reachBottom();
    expect(await flowList().findByText('没有更多了')).toBeInTheDocument();
    expect(flowList().getAllByRole('listitem')).toHaveLength(25);
    // nothing is watched once the last page is in
    const calls = api.requests(flow).length;
    reachBottom();
    expect(api.requests(flow)).toHaveLength(calls);
  });

  it('links each flow item by its jump rule', async () => {
    api.on(
      flow,
      flowPage(
        [
          flowItem(1),
          flowItem(2, { type: 'mparticle', articleType: 'case', title: '病例一则', url: undefined }),
          flowItem(3, {
            type: 'meeting',
            title: '会议一场',
            meeting: meeting(3, { meetingLiveStatus: 'LE' }),
          }),
          flowItem(4, {
            type: 'ocscourse',
            title: '课程一门',
            course: {
              id: 4,
              name: '课程一门',
              cover: '',
              speakerNames: '张三',
              showViews: 1,
              score: 4.8,
              money: null,
            },
          }),
        ],
        null,
      ),
    );
    renderPage();
    const list = flowList();
    expect(await list.findByRole('link', { name: /颅内动脉瘤资讯 1/ })).toHaveAttribute(
      'href',
      '/info/detail?id=1',
    );
    expect(list.getByRole('link', { name: /病例一则/ })).toHaveAttribute('href', '/case/detail-ugc?id=2');
    const meetingLink = list.getByRole('link', { name: /会议一场/ });
    expect(meetingLink).toHaveAttribute('href', '/meeting/detail?id=3');
    expect(within(meetingLink).getByText('回放')).toBeInTheDocument();
    const course = list.getByRole('link', { name: /课程一门/ });
    expect(course).toHaveAttribute('href', '/cloudclassroomCourse?courseId=4');
    expect(within(course).getByText('免费')).toBeInTheDocument();
    expect(within(course).getByText('云课堂')).toBeInTheDocument();
  });

  it('shows 暂无内容 for an empty flow', async () => {
    api.on(flow, flowPage([], null));
    renderPage();
    expect(await flowList().findByText('暂无内容')).toBeInTheDocument();
    expect(flowList().queryByText('没有更多了')).not.toBeInTheDocument();
  });

  it('shows a failed page with a retry that asks for the same page again', async () => {
    api.on(flow, (query) => {
      if (!query.cursor) return flowPage(pageOf(1, 10), 'c1');
      throw new ApiError(500, '服务器繁忙，请稍后重试');
    });
    renderPage();
    await flowList().findAllByRole('listitem');
    reachBottom();
    expect(await flowList().findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
    // the items already read stay
    expect(flowList().getAllByRole('listitem')).toHaveLength(10);

    api.once(flow, flowPage(pageOf(11, 3), null));
    await userEvent.click(flowList().getByRole('button', { name: '重试' }));
    expect(await flowList().findByText('没有更多了')).toBeInTheDocument();
    expect(lastFlowRequest()).toEqual({ channelId: 1, pageSize: 10, cursor: 'c1' });
    expect(flowList().getAllByRole('listitem')).toHaveLength(13);
  });

  it('filters by node through the URL and starts the flow again', async () => {
    const view = renderPage();
    await flowList().findAllByRole('listitem');
    reachBottom();
    await waitFor(() => expect(flowList().getAllByRole('listitem')).toHaveLength(20));

    await userEvent.click(await screen.findByRole('link', { name: '烟雾病' }));
    expect(view.location()).toContain('nodeId=12');
    await waitFor(() => expect(lastFlowRequest()).toEqual({ channelId: 1, pageSize: 10, nodeId: 12 }));
    await waitFor(() => expect(flowList().getAllByRole('listitem')).toHaveLength(10));
    expect(api.requests(channelEndpoints.meetings).at(-1)).toEqual({ channelId: 1, limit: 4, nodeId: 12 });
    expect(screen.getByRole('link', { name: '烟雾病' })).toHaveAttribute('aria-current', 'true');
  });

  it('is not found without a channel id', () => {
    renderPage('/channel/home');
    expect(api.requests(flow)).toEqual([]);
    expect(screen.queryByRole('region', { name: '频道信息流' })).not.toBeInTheDocument();
  });
});
