import { compose, type SourceText, sentencesOf, similarity, type WeightedTerm } from '../compose';

const term = (word: string, weight: number, ...synonyms: string[]): WeightedTerm => ({
  word,
  alternatives: [[word], ...synonyms.map((s) => [s])],
  weight,
});

const source = (id: number, title: string, text: string): SourceText => ({
  type: 'info',
  id,
  title,
  url: `/info/detail?id=${id}`,
  text,
});

describe('sentencesOf', () => {
  it('cuts at 。！？； and line breaks, keeps the end mark, drops fragments and captions', () => {
    expect(
      sentencesOf(
        '胶质母细胞瘤需要综合治疗。术后应尽早放化疗！短句。\n图1 术中所见的肿瘤边界\n替莫唑胺是常用的药物；',
      ),
    ).toEqual(['胶质母细胞瘤需要综合治疗。', '术后应尽早放化疗！', '替莫唑胺是常用的药物；']);
  });
});

describe('similarity', () => {
  it('is high for the same sentence reworded slightly and low for different ones', () => {
    expect(similarity('术后应尽早开始同步放化疗。', '术后应尽早开始同步放化疗！')).toBeGreaterThan(0.9);
    expect(similarity('术后应尽早开始同步放化疗。', '动脉瘤破裂出血需急诊处理。')).toBeLessThan(0.2);
  });
});

describe('compose', () => {
  const gbm = term('胶质母细胞瘤', 3, 'gbm');
  const treatment = term('治疗', 0.5);

  it('cites each sentence to its source, numbering sources by first citation', () => {
    const answer = compose(
      [gbm, treatment],
      [
        source(10, '无关标题', '今天天气很好适合出门。胶质母细胞瘤的标准治疗是最大安全切除后同步放化疗。'),
        source(20, 'GBM 新进展', 'GBM 患者可考虑电场治疗作为辅助手段。'),
      ],
    );
    expect(answer.sentences).toEqual([
      { text: '胶质母细胞瘤的标准治疗是最大安全切除后同步放化疗。', citations: [1] },
      { text: 'GBM 患者可考虑电场治疗作为辅助手段。', citations: [2] },
    ]);
    expect(answer.sources.map((s) => [s.n, s.id, s.passage])).toEqual([
      [1, 10, '胶质母细胞瘤的标准治疗是最大安全切除后同步放化疗。'],
      [2, 20, 'GBM 患者可考虑电场治疗作为辅助手段。'],
    ]);
    expect(answer.highlight).toEqual(expect.arrayContaining(['胶质母细胞瘤', '治疗', 'gbm']));
  });

  it('leaves out sentences that share only a common word with the question', () => {
    const answer = compose([gbm, treatment], [source(1, '标题', '高血压需要长期药物治疗。')]);
    expect(answer).toEqual({ sentences: [], sources: [], highlight: [] });
  });

  it('takes at most 5 sentences, 2 per source, no near-duplicates, in source then text order', () => {
    const facts = [
      ['先行最大安全切除', '术中导航辅助定位', '替莫唑胺同步放疗'],
      ['电场治疗延长生存', '复发后考虑再手术', '贝伐珠单抗控制水肿'],
      ['分子病理指导分型', 'MGMT甲基化预测疗效', 'IDH野生型预后差'],
      ['老年患者短程放疗', '功能区肿瘤唤醒手术', '荧光引导提高全切率'],
    ];
    const text = (n: number) => (facts[n - 1] ?? []).map((f) => `胶质母细胞瘤：${f}。`).join('');
    const sources = [1, 2, 3, 4].map((n) => source(n, `来源${n}`, text(n)));
    const answer = compose([gbm], sources);
    expect(answer.sentences).toHaveLength(5);
    const perSource = new Map<number, number>();
    for (const s of answer.sentences) {
      const n = s.citations[0] as number;
      perSource.set(n, (perSource.get(n) ?? 0) + 1);
    }
    expect(Math.max(...perSource.values())).toBeLessThanOrEqual(2);
    const order = answer.sentences.map((s) => s.citations[0] as number);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(answer.sources.map((s) => s.n)).toEqual(answer.sources.map((_, i) => i + 1));
  });

  it('skips a sentence that repeats one already chosen from another source', () => {
    const answer = compose(
      [gbm],
      [
        source(1, '原文', '胶质母细胞瘤：先行最大安全切除。'),
        source(2, '转载', '胶质母细胞瘤：先行最大安全切除！'),
        source(3, '另一篇', '胶质母细胞瘤复发后可考虑再次手术。'),
      ],
    );
    expect(answer.sources.map((s) => s.id)).toEqual([1, 3]);
    expect(answer.sentences.map((s) => s.citations)).toEqual([[1], [2]]);
  });

  it('prefers a source whose title carries the question words when sentences tie', () => {
    const answer = compose(
      [gbm],
      [
        source(1, '综述', '胶质母细胞瘤预后较差需多学科管理。'),
        source(2, '胶质母细胞瘤诊疗', '胶质母细胞瘤复发后可再次手术评估。'),
      ],
      { sentences: 1, perSource: 2, sources: 6 },
    );
    expect(answer.sources.map((s) => s.id)).toEqual([2]);
  });

  it('matches Latin words whole: dbs is not found inside another word', () => {
    const dbs = term('dbs', 3);
    expect(compose([dbs], [source(1, 't', 'DBSX 是一种虚构的设备名称。')]).sentences).toEqual([]);
    expect(compose([dbs], [source(1, 't', '术后 DBS 程控需要循序渐进。')]).sentences).toHaveLength(1);
  });
});
