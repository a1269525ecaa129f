import { assistantEndpoints } from '@portal/api/endpoints/assistant';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { listOf, searchResponse } from '../../testing/fixtures';
import SearchRoutes from '../routes';
import { SearchPage } from '../search-page';

jest.mock('@portal/session/hooks', () => ({ useSessionUser: () => null }));

const api = fakeApi();

beforeEach(() => {
  api.on(searchEndpoints.query, searchResponse([]));
  api.on(searchEndpoints.hots, listOf([{ id: 1, type: 'keyword', title: '动脉瘤', count: 3 }]));
  api.on(
    searchEndpoints.experts,
    listOf([
      {
        id: 41,
        realName: '张立新',
        avatarAddress: '',
        company: '天坛医院',
        department: '神经外科',
        title: '主任医师',
        fans: 1,
        isFollow: false,
      },
    ]),
  );
  api.on(
    searchEndpoints.hotAnswers,
    listOf([
      {
        type: 'Q' as const,
        parentQaId: 0,
        associationId: 5,
        title: '动脉瘤夹闭还是栓塞',
        answers: 2,
        views: 9,
      },
    ]),
  );
  api.on(
    searchEndpoints.hotTopics,
    listOf([{ id: 7, title: '颅底外科', description: '', contents: 1, views: 2 }]),
  );
});

describe('the results page entries', () => {
  it('问问 AI 助手 opens the assistant with the keywords in a new tab; 去提问 is offered', async () => {
    renderAt('/search?keywords=胶质瘤 复发', <SearchPage />);
    const ai = screen.getByRole('link', { name: '问问 AI 助手' });
    expect(ai).toHaveAttribute('href', `/askAI/char/home?question=${encodeURIComponent('胶质瘤 复发')}`);
    expect(ai).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: '去提问' })).toBeInTheDocument();
    await screen.findByText('没有找到相关内容');
  });

  it('the side column: 热门搜索 first, then 名医专家, 热门问答, 热门话题', async () => {
    renderAt('/search?keywords=x', <SearchPage />);
    const aside = screen.getByRole('complementary');
    await within(aside).findByText('张立新');
    await within(aside).findByText('颅底外科');
    await within(aside).findByText('动脉瘤夹闭还是栓塞');
    expect(
      within(aside)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['热门搜索', '名医专家', '热门问答', '热门话题']);
  });
});

describe('routes', () => {
  it('/askAI/char/home is the assistant page', async () => {
    api.on(assistantEndpoints.answer, () => new Promise(() => {}));
    renderAt('/askAI/char/home?question=DBS', <SearchRoutes />);
    expect(await screen.findByRole('heading', { name: 'AI 助手', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(api.requests(assistantEndpoints.answer)).toEqual([{ question: 'DBS' }]));
  });
});
