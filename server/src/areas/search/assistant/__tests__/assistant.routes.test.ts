import type { AssistantAnswer } from '@portal/api/contract/assistant';
import { assistantEndpoints } from '@portal/api/endpoints/assistant';
import { infoDetailUrl } from '@portal/api/links';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '@portal/api/rules/assistant';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { refreshSearch } from '../../../../test-support/areas';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

const NOW = DEFAULT_SEED_NOW;
const DAY = 86_400_000;
let t: TestApp;
let gbmInfo: number;
let gbmAbbreviated: number;
let dbsBattery: number;

const ask = (question?: string) =>
  t.app.inject({
    method: 'GET',
    url: assistantEndpoints.answer.path,
    query: question === undefined ? {} : { question },
  });

async function answer(question: string): Promise<AssistantAnswer> {
  const res = await ask(question);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.code).toBe(1);
  return body.result;
}

async function addInfo(title: string, paragraphs: string[]): Promise<number> {
  const row = await t.database.db
    .insertInto('info_articles')
    .values({
      title,
      cover: '/media/cover/test.svg',
      summary: '',
      body_html: paragraphs.map((p) => `<p>${p}</p>`).join(''),
      source: '测试',
      publish_date: NOW - DAY,
      essences: 'F',
      bms_auth: 0,
      compile_article: 'F',
      views: 10,
      comments: 0,
      diggs: 0,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshSearch(t.database.db, 'info', [row.id]);
  return row.id;
}

/** the stored text of an info article, as a reader sees it */
async function infoText(id: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('info_articles')
    .select(['title', 'summary', 'body_html'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${row.title}\n${row.summary}\n${row.body_html.replace(/<[^>]*>/g, '\n')}`;
}

/** every citation names a listed source; sources are numbered 1..n in order of first citation */
function expectConsistentCitations(result: AssistantAnswer) {
  const cited = result.sentences.flatMap((s) => s.citations);
  const firstSeen = [...new Set(cited)];
  expect(result.sources.map((s) => s.n)).toEqual(firstSeen);
  expect(firstSeen).toEqual(result.sources.map((_, i) => i + 1));
  expect(result.sentences.length).toBeLessThanOrEqual(5);
  expect(result.sources.length).toBeLessThanOrEqual(ASSISTANT_LIMITS.sources);
  for (const source of result.sources) {
    const own = result.sentences.filter((s) => s.citations.includes(source.n));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThanOrEqual(2);
    // the passage is what the sentences were drawn from
    for (const sentence of own) expect(source.passage).toContain(sentence.text);
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, seed: 'small' });
  gbmInfo = await addInfo('胶质母细胞瘤综合治疗进展', [
    '胶质母细胞瘤是成人最常见的原发性恶性脑肿瘤。',
    '胶质母细胞瘤的标准治疗是最大安全切除后行替莫唑胺同步放化疗。',
    '本院新建的停车场已于上月投入使用。',
  ]);
  gbmAbbreviated = await addInfo('复发性脑肿瘤的再手术评估', [
    '对于复发 GBM，肿瘤电场治疗可作为同步放化疗后的维持治疗选择。',
  ]);
  dbsBattery = await addInfo('植入式脉冲发生器的随访管理', [
    '脑深部电刺激的脉冲发生器电池耗竭后需要择期更换。',
    '更换前应记录原有的程控参数。',
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('assistant: validation', () => {
  it('asks for a question when it is missing or blank, and for more than a single character', async () => {
    for (const question of [undefined, '', '   ']) {
      const res = await ask(question);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: ASSISTANT_MESSAGES.enterQuestion });
    }
    const single = await ask(' 瘤 ');
    expect(single.statusCode).toBe(400);
    expect(single.json()).toEqual({ code: 400, message: '问题至少2个字' });
  });

  it(`refuses questions over ${ASSISTANT_LIMITS.questionMax} characters, trimmed first`, async () => {
    const longest = '动'.repeat(ASSISTANT_LIMITS.questionMax);
    expect((await ask(`  ${longest}  `)).statusCode).toBe(200);
    for (const question of [`${longest}脉`, '动'.repeat(1001)]) {
      const res = await ask(question);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: ASSISTANT_MESSAGES.questionTooLong });
    }
  });
});

describe('assistant: answers from the portal content', () => {
  it('answers a treatment question with sentences cited to sources that contain them', async () => {
    const result = await answer('胶质母细胞瘤怎么治疗？');
    expect(result.question).toBe('胶质母细胞瘤怎么治疗？');
    expect(result.generatedAt).toBe(NOW);
    expect(result.sentences.length).toBeGreaterThan(0);
    expectConsistentCitations(result);
    expect(result.highlight).toEqual(expect.arrayContaining(['胶质母细胞瘤']));

    const source = result.sources.find((s) => s.type === 'info' && s.id === gbmInfo);
    expect(source).toMatchObject({ title: '胶质母细胞瘤综合治疗进展', url: infoDetailUrl(gbmInfo) });
    const cited = result.sentences.filter((s) => s.citations.includes(source?.n ?? -1)).map((s) => s.text);
    expect(cited).toContain('胶质母细胞瘤的标准治疗是最大安全切除后行替莫唑胺同步放化疗。');
    // the sentence that shares no word with the question stays out
    expect(result.sentences.map((s) => s.text).join('')).not.toContain('停车场');

    for (const s of result.sources.filter((x) => x.type === 'info')) {
      const text = (await infoText(s.id)).toLowerCase();
      for (const sentence of result.sentences.filter((x) => x.citations.includes(s.n))) {
        expect(text).toContain(sentence.text.toLowerCase().replace(/[。！？；]$/, ''));
        expect(['胶质母细胞瘤', 'gbm', '胶母'].some((w) => sentence.text.toLowerCase().includes(w))).toBe(
          true,
        );
      }
    }
  });

  it('finds the abbreviation for the full term (胶质母细胞瘤 → GBM) and the full term for the abbreviation (DBS → 脑深部电刺激)', async () => {
    const gbm = await answer('胶质母细胞瘤的维持治疗');
    expect(gbm.sources.map((s) => s.id)).toContain(gbmAbbreviated);
    expect(gbm.sentences.some((s) => s.text.includes('复发 GBM'))).toBe(true);

    const dbs = await answer('DBS电池耗竭怎么办');
    expectConsistentCitations(dbs);
    const source = dbs.sources.find((s) => s.type === 'info' && s.id === dbsBattery);
    expect(source?.n).toBe(1);
    expect(dbs.sentences[0]).toEqual({
      text: '脑深部电刺激的脉冲发生器电池耗竭后需要择期更换。',
      citations: [1],
    });
    expect(dbs.highlight).toEqual(expect.arrayContaining(['dbs', '脑深部电刺激', '电池', '耗竭']));
  });

  it('answers a seeded topic with links of each source type the search cards use', async () => {
    const result = await answer('动脉瘤介入栓塞的并发症');
    expect(result.sentences.length).toBeGreaterThan(0);
    expectConsistentCitations(result);
    const urlOf: Record<string, RegExp> = {
      info: /^\/info\/detail\?id=\d+$/,
      mp_article: /^\/case\/detail-ugc\?id=\d+$/,
      guide: /^\/guidance\?kind=\w+/,
      elab: /^\/link\/detail\?id=\d+$/,
      community_qa: /^\/topic-circle\/questionhome\?id=\d+$/,
      interpreting_video: /^\/guidance\/detail\/video\/\d+$/,
      meeting: /^\/meeting\/detail\?id=\d+$/,
    };
    for (const source of result.sources) expect(source.url).toMatch(urlOf[source.type] ?? /^never$/);
    for (const sentence of result.sentences) expect(sentence.text).toMatch(/动脉瘤|介入栓塞|并发症/);
  });

  it('neither ranks nor highlights the function characters of a question (动脉瘤破裂后 → 后)', async () => {
    const result = await answer('动脉瘤破裂后如何治疗');
    expect(result.sentences.length).toBeGreaterThan(0);
    expect(result.highlight).toEqual(expect.arrayContaining(['动脉瘤']));
    expect(result.highlight).not.toContain('后');
  });

  it('returns nothing for a question the portal cannot answer', async () => {
    const result = await answer('量子纠缠咖啡豆的烘焙曲线');
    expect(result).toMatchObject({ sentences: [], sources: [], highlight: [] });
    const questionWordsOnly = await answer('请问怎么办？');
    expect(questionWordsOnly).toMatchObject({ sentences: [], sources: [] });
  });
});
