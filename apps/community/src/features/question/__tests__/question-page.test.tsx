import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { ApiError } from '@portal/api/errors';
import { resolveJump } from '@portal/api/jump-rules';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, answer, list, question } from '../../../testing/fixtures';
import { QuestionPage } from '../question-page';

const api = fakeApi();

beforeEach(() => {
  installIntersectionObserver();
  api.on(e.hotTopics, list([]));
  api.on(e.circles, list([]));
  api.on(e.answers, list([answer(1, { isTop: 'T' }), answer(2, { essences: 'T' })]));
});

describe('a question', () => {
  it('shows the question with its topics, circle and answers (top first), sanitized bodies as HTML', async () => {
    api.on(e.question, question(5));
    renderAt('/topic-circle/questionhome?id=5', <QuestionPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: /脑膜瘤术后复发怎么办/ }),
    ).toBeInTheDocument();
    expect(document.title).toBe('问题5：脑膜瘤术后复发怎么办？ - 社区 - 脑医汇');
    expect(screen.getByRole('link', { name: '#脑膜瘤' })).toHaveAttribute(
      'href',
      '/topic-circle/communitytopic?id=7',
    );
    expect(screen.getByRole('link', { name: '所属圈子：神经肿瘤交流圈' })).toHaveAttribute(
      'href',
      '/topic-circle/communitycircle?id=3',
    );
    const answers = await screen.findAllByRole('article');
    expect(within(answers[0]!).getByText('置顶')).toBeInTheDocument();
    expect(within(answers[1]!).getByText('精选')).toBeInTheDocument();
    expect(within(answers[0]!).getByText('回答1：建议复查增强 MRI。')).toBeInTheDocument();
    expect(api.requests(e.answers)[0]).toMatchObject({ questionId: 5, order: 'hot', pageNo: 1 });
    await userEvent.click(screen.getByRole('button', { name: '按时间' }));
    expect(api.requests(e.answers).at(-1)).toMatchObject({ order: 'latest' });
  });

  it('lists 相关器械, each to its product page; nothing when it mentions none', async () => {
    api.on(
      e.question,
      question(5, {
        products: [
          {
            id: 27,
            name: '蛇牌 Yasargil 钛合金动脉瘤夹',
            image: '/media/cover/p.svg',
            brandName: '蛇牌',
            categoryId: 6,
          },
          { id: 40, name: '瑞穗 临时阻断夹', image: '', brandName: '瑞穗', categoryId: null },
        ],
      }),
    );
    // the shell's jump rules: a product's page is /bms/classify/{categoryId or -}/product-details/{id}
    renderAt('/topic-circle/questionhome?id=5', <QuestionPage />, createTestHost({ resolveJump }));
    const products = await screen.findByRole('region', { name: '相关器械' });
    expect(within(products).getByRole('link', { name: /蛇牌 Yasargil 钛合金动脉瘤夹/ })).toHaveAttribute(
      'href',
      '/bms/classify/6/product-details/27',
    );
    expect(within(products).getByRole('link', { name: /瑞穗 临时阻断夹/ })).toHaveAttribute(
      'href',
      '/bms/classify/-/product-details/40',
    );
  });

  it('shows no 相关器械 for a question that mentions no product', async () => {
    api.on(e.question, question(5));
    renderAt('/topic-circle/questionhome?id=5', <QuestionPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: '相关器械' })).toBeNull();
  });

  it('hides the follow button on one’s own question and shows an anonymous asker without a link', async () => {
    api.on(e.question, question(5, { mine: true, creator: anonymous, isHideCreator: 'T' }));
    renderAt('/topic-circle/questionhome?id=5', <QuestionPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /关注：/ })).not.toBeInTheDocument();
    expect(screen.getByText('匿名用户')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '匿名用户' })).not.toBeInTheDocument();
  });

  it('says so for a question the server does not show, and for a forged address', async () => {
    api.on(e.question, () => {
      throw new ApiError(404, '问题不存在或正在审核中');
    });
    renderAt('/topic-circle/questionhome?id=5', <QuestionPage />);
    expect(await screen.findByRole('heading', { name: '问题不存在或正在审核中' })).toBeInTheDocument();
    renderAt('/topic-circle/questionhome?id=abc', <QuestionPage />);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
