import type { AssistantAnswer } from '@portal/api/contract/assistant';
import { assistantEndpoints } from '@portal/api/endpoints/assistant';
import { ApiError } from '@portal/api/errors';
import { Route, Routes } from '@portal/router';
import { fakeApi } from '@portal/testing/fake-api';
import { deferred, renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toParagraphs } from '../answer-view';
import { AssistantPage } from '../assistant-page';
import { checkQuestion } from '../question-box';

const api = fakeApi();
const asked = () => api.requests(assistantEndpoints.answer);
/** the signal of every call, oldest first */
const signals: (AbortSignal | undefined)[] = [];
/** answers every later question with `answerOf(question)`, keeping each call's signal */
const answerWith = (answerOf: (question: string) => AssistantAnswer | Promise<AssistantAnswer>) =>
  api.on(assistantEndpoints.answer, ({ question }, { signal }) => {
    signals.push(signal);
    return answerOf(question);
  });
/** lets a call that was started reach the fake server before asserting that none was */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  signals.length = 0;
});

const answer = (question: string, extra: Partial<AssistantAnswer> = {}): AssistantAnswer => ({
  question,
  sentences: [
    { text: '胶质母细胞瘤术后标准方案为同步放化疗。', citations: [1] },
    { text: '替莫唑胺辅助化疗通常持续6个周期。', citations: [1, 2] },
  ],
  sources: [
    {
      n: 1,
      type: 'guide',
      id: 11,
      title: '中国脑胶质瘤诊疗指南（2024版）',
      url: '/guidance/detail/11',
      passage: '胶质母细胞瘤术后推荐同步放化疗，随后替莫唑胺辅助化疗。',
    },
    {
      n: 2,
      type: 'info',
      id: 22,
      title: '替莫唑胺疗程的最新证据',
      url: '/info/detail?id=22',
      passage: '辅助化疗6个周期与12个周期的生存获益相近。',
    },
  ],
  highlight: ['胶质母细胞瘤'],
  generatedAt: 1,
  ...extra,
});

const renderPage = (question = '胶质母细胞瘤术后怎么治疗') =>
  renderAt(
    `/askAI/char/home?question=${encodeURIComponent(question)}`,
    <Routes>
      <Route path="/askAI/char/home" element={<AssistantPage />} />
    </Routes>,
  );

const box = () => screen.getByRole('textbox', { name: '你的问题' });
const lastSignal = () => signals.at(-1) as AbortSignal;

describe('AssistantPage', () => {
  it('asks the question of the address and shows sentences with citations linking to their sources', async () => {
    answerWith(() => answer('胶质母细胞瘤术后怎么治疗'));
    renderPage();
    expect(box()).toHaveValue('胶质母细胞瘤术后怎么治疗');
    // the call starts once the lazily loaded HTTP client is there
    await waitFor(() => expect(asked()).toEqual([{ question: '胶质母细胞瘤术后怎么治疗' }]));
    expect(lastSignal()).toBeInstanceOf(AbortSignal);
    const body = await screen.findByRole('region', { name: '回答' });
    expect(body).toHaveTextContent(
      '胶质母细胞瘤术后标准方案为同步放化疗。[1]替莫唑胺辅助化疗通常持续6个周期。[1][2]',
    );
    const citations = within(body).getAllByRole('link');
    expect(citations.map((a) => a.textContent)).toEqual(['[1]', '[1]', '[2]']);
    expect(citations[0]).toHaveAttribute('href', '/guidance/detail/11');
    expect(citations[0]).toHaveAttribute('target', '_blank');
    expect(citations[2]).toHaveAttribute('href', '/info/detail?id=22');
    expect(citations[0]!.closest('sup')).not.toBeNull();
    expect(body.querySelector('mark.search-hit')).toHaveTextContent('胶质母细胞瘤');
    expect(document.title).toBe('胶质母细胞瘤术后怎么治疗 - AI 助手 - 脑医汇');
  });

  it('lists the numbered sources with type and passage, and the disclaimer under the answer', async () => {
    api.on(assistantEndpoints.answer, answer('q1'));
    renderPage('q1');
    const sources = await screen.findByRole('list', { name: '参考来源' });
    const items = within(sources).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('[1]指南中国脑胶质瘤诊疗指南（2024版）胶质母细胞瘤术后推荐同步放化疗');
    expect(items[1]).toHaveTextContent('[2]资讯替莫唑胺疗程的最新证据');
    expect(within(items[1]!).getByRole('link', { name: '替莫唑胺疗程的最新证据' })).toHaveAttribute(
      'href',
      '/info/detail?id=22',
    );
    expect(screen.getByText('以上内容由 AI 根据站内内容生成，仅供参考')).toBeInTheDocument();
  });

  it('a citation without its source stays plain text', async () => {
    api.on(
      assistantEndpoints.answer,
      answer('q', { sentences: [{ text: '一句话。', citations: [3] }], sources: [] }),
    );
    renderPage('q');
    const body = await screen.findByRole('region', { name: '回答' });
    expect(body).toHaveTextContent('一句话。[3]');
    expect(within(body).queryByRole('link')).toBeNull();
  });

  it('no sentences: the no-answer text and no disclaimer', async () => {
    api.on(assistantEndpoints.answer, answer('火星上的神经外科', { sentences: [], sources: [] }));
    renderPage('火星上的神经外科');
    expect(await screen.findByText('站内暂未找到能回答这个问题的内容，换个说法试试')).toBeInTheDocument();
    expect(screen.queryByText('以上内容由 AI 根据站内内容生成，仅供参考')).toBeNull();
  });

  it("an error shows the server's message with retry, which asks again", async () => {
    api.once(assistantEndpoints.answer, () => {
      throw new ApiError(429, '提问太频繁，请稍后再试');
    });
    api.on(assistantEndpoints.answer, answer('q2'));
    renderPage('q2');
    expect(await screen.findByRole('alert')).toHaveTextContent('提问太频繁，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '回答' })).toBeInTheDocument();
    expect(asked()).toEqual([{ question: 'q2' }, { question: 'q2' }]);
  });

  it('shows the loading state while the answer is on its way', async () => {
    api.on(assistantEndpoints.answer, () => new Promise(() => {}));
    renderPage('q3');
    expect(screen.getByText('正在查找站内内容并组织回答...')).toHaveAttribute('role', 'status');
  });

  it('asking a new question updates the address and cancels the question in flight', async () => {
    const first = deferred<AssistantAnswer>();
    answerWith((question) => (question === '胶质瘤' ? first.promise : answer('脑膜瘤')));
    const { location } = renderPage('胶质瘤');
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(asked()).toEqual([{ question: '胶质瘤' }]);
    const firstSignal = lastSignal();
    await userEvent.clear(box());
    await userEvent.type(box(), '  脑膜瘤的手术指征  {Enter}');
    expect(location()).toBe(`/askAI/char/home?question=${encodeURIComponent('脑膜瘤的手术指征')}`);
    expect(firstSignal.aborted).toBe(true);
    await waitFor(() => expect(asked().at(-1)).toEqual({ question: '脑膜瘤的手术指征' }));
    expect(await screen.findByRole('region', { name: '回答' })).toBeInTheDocument();
    // the old answer arriving late changes nothing
    first.resolve(answer('胶质瘤', { sentences: [{ text: '过期的回答。', citations: [] }] }));
    await waitFor(() => expect(screen.queryByText(/过期的回答/)).toBeNull());
    expect(document.title).toBe('脑膜瘤的手术指征 - AI 助手 - 脑医汇');
  });

  it('an empty or too long question is refused in place and nothing is asked', async () => {
    renderAt(
      '/askAI/char/home',
      <Routes>
        <Route path="/askAI/char/home" element={<AssistantPage />} />
      </Routes>,
    );
    await settle();
    expect(asked()).toEqual([]);
    expect(document.title).toBe('AI 助手 - 脑医汇');
    await userEvent.click(screen.getByRole('button', { name: '提问' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入问题');
    await userEvent.click(box());
    await userEvent.paste('问'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: '提问' }));
    expect(screen.getByRole('alert')).toHaveTextContent('问题不能超过200个字');
    await settle();
    expect(asked()).toEqual([]);
  });

  it('checkQuestion trims and applies the limits', () => {
    expect(checkQuestion('   ')).toEqual({ error: '请输入问题' });
    expect(checkQuestion(' 瘤 ')).toEqual({ error: '问题至少2个字' });
    expect(checkQuestion(` ${'问'.repeat(200)} `)).toEqual({ question: '问'.repeat(200) });
  });

  it('a sentence ending in a line break closes its paragraph', () => {
    const s = (text: string) => ({ text, citations: [] });
    expect(toParagraphs([s('一。'), s('二。\n'), s('三。')])).toEqual([
      [s('一。'), s('二。\n')],
      [s('三。')],
    ]);
  });
});
