import fs from 'node:fs';
import path from 'node:path';
import { Jieba } from '@node-rs/jieba';
// the file, not the bare subpath: the package has no exports map and the bundled server is ESM
import { dict as defaultDict } from '@node-rs/jieba/dict.js';
import { conditionsOf, SUBSPECIALTY_TREE } from '../../../seed/subspecialties';
import { analyzer } from '../../analyzer';

/**
 * The search data files are edited by hand; this keeps them loadable by jieba and the engine,
 * and checks that the dictionary really keeps the key neurosurgery terms in one piece.
 */

const DATA_DIR = path.resolve(__dirname, '..');
const read = (name: string) => fs.readFileSync(path.join(DATA_DIR, name), 'utf8');
const dataLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

interface DictEntry {
  term: string;
  freq: number;
  pos: string;
}

/** what jieba-rs treats as one run of word characters: a dictionary word made of anything else can never match */
const JIEBA_WORD = /^[\u3400-\u4dbf\u4e00-\u9fffA-Za-z0-9+#&._%-]+$/;
const LATIN_ONLY = /^[A-Za-z0-9+#&._%-]+$/;
const POS_TAGS = new Set(['n', 'nz', 'v', 'eng']);

const dictLines = dataLines(read('neurosurgery-dict.txt'));
const entries: DictEntry[] = dictLines.map((line) => {
  const [term = '', freq = '', pos = '', ...rest] = line.split(' ');
  if (rest.length > 0) throw new Error(`词典行多于三列: ${line}`);
  return { term, freq: Number(freq), pos };
});
const dictTerms = new Set(entries.map((e) => e.term));

const synonymGroups = dataLines(read('synonyms.txt')).map((line) =>
  line.split(',').map((word) => word.trim()),
);

interface RelevanceCase {
  query: string;
  type: string;
  mustInclude: { type: string; titleContains: string }[];
}
const relevance = JSON.parse(read('relevance.json')) as RelevanceCase[];

/** the document types each tab shows (spec 2's type codes; 99 is all of them) */
const TAB_TYPES: Record<string, readonly string[]> = {
  '99': [
    'info',
    'mp_article',
    'elab',
    'meeting',
    'ocs_course',
    'user',
    'shortVideo',
    'mcs_competition',
    'community_qa',
    'merchandise',
    'department',
    'bms_product',
    'bms_brand_product_line',
  ],
  '1': ['info'],
  '12': ['mp_article'],
  '13': ['elab'],
  '3': ['meeting'],
  '2': ['ocs_course'],
  '5': ['user'],
  '10': ['shortVideo'],
  '11': ['mcs_competition'],
  '14': ['community_qa'],
  '15': ['merchandise'],
};

describe('neurosurgery-dict.txt', () => {
  it('is jieba user-dictionary lines: term, integer frequency, part of speech', () => {
    for (const entry of entries) {
      expect({ line: entry.term, ok: JIEBA_WORD.test(entry.term) && [...entry.term].length >= 2 }).toEqual({
        line: entry.term,
        ok: true,
      });
      expect(Number.isInteger(entry.freq) && entry.freq >= 3 && entry.freq <= 50_000).toBe(true);
      expect(POS_TAGS.has(entry.pos)).toBe(true);
    }
  });

  it('has at least 2,000 distinct terms and no duplicates', () => {
    expect(dictTerms.size).toBeGreaterThanOrEqual(2000);
    expect(dictTerms.size).toBe(entries.length);
  });

  it('tags Latin abbreviations eng and Chinese terms not eng', () => {
    const mistagged = entries.filter((e) => LATIN_ONLY.test(e.term) !== (e.pos === 'eng'));
    expect(mistagged).toEqual([]);
  });

  it('groups its terms under comment headings', () => {
    const headings = read('neurosurgery-dict.txt')
      .split(/\r?\n/)
      .filter((line) => line.startsWith('# '));
    expect(headings.length).toBeGreaterThanOrEqual(10);
  });
});

describe('synonyms.txt', () => {
  it('has at least 150 groups of two or more different words', () => {
    expect(synonymGroups.length).toBeGreaterThanOrEqual(150);
    for (const group of synonymGroups) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      expect(new Set(group).size).toBe(group.length);
      for (const word of group) expect(word).not.toBe('');
    }
  });

  it('lists every word in the dictionary', () => {
    const missing = synonymGroups.flat().filter((word) => !dictTerms.has(word));
    expect(missing).toEqual([]);
  });

  it('expands the abbreviations doctors type to a Chinese full name', () => {
    const TYPED = [
      'GBM',
      'DIPG',
      'DMG',
      'PCNSL',
      'PitNET',
      'ATRT',
      'VHL',
      'SFT',
      'SAH',
      'AVM',
      'DAVF',
      'CCF',
      'CVST',
      'ICH',
      'LVO',
      'TBI',
      'DAI',
      'CSDH',
      'SCI',
      'OPLL',
      'iNPH',
      'DBS',
      'STN',
      'GPi',
      'MVD',
      'SDR',
      'MTLE',
      'FCD',
      'SEEG',
      'VNS',
      'LITT',
    ];
    const groupOf = (word: string) => synonymGroups.find((group) => group.includes(word));
    const unexpanded = TYPED.filter(
      (abbreviation) => !groupOf(abbreviation)?.some((w) => /\p{Script=Han}/u.test(w)),
    );
    expect(unexpanded).toEqual([]);
  });

  it('leaves out short abbreviations that collide with common English (PD, VS, ET)', () => {
    expect(synonymGroups.flat().filter((word) => ['PD', 'VS', 'ET'].includes(word))).toEqual([]);
  });

  it('puts each word in one group only, so expansion is unambiguous', () => {
    const seen = new Map<string, number>();
    for (const word of synonymGroups.flat()) seen.set(word, (seen.get(word) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  });
});

describe('relevance.json', () => {
  it('has at least 60 distinct queries with a valid tab and non-empty expectations', () => {
    expect(relevance.length).toBeGreaterThanOrEqual(60);
    expect(new Set(relevance.map((c) => `${c.type} ${c.query}`)).size).toBe(relevance.length);
    for (const c of relevance) {
      expect(c.query.trim()).not.toBe('');
      const allowed = TAB_TYPES[c.type];
      expect({ query: c.query, tab: c.type, known: allowed !== undefined }).toEqual({
        query: c.query,
        tab: c.type,
        known: true,
      });
      expect(c.mustInclude.length).toBeGreaterThan(0);
      for (const expected of c.mustInclude) {
        // a document the tab cannot show could never be found there
        expect({ query: c.query, type: expected.type, shown: allowed?.includes(expected.type) }).toEqual({
          query: c.query,
          type: expected.type,
          shown: true,
        });
        expect(expected.titleContains.trim()).not.toBe('');
      }
    }
  });

  it('covers several tabs and the abbreviation queries', () => {
    const tabs = new Set(relevance.map((c) => c.type));
    for (const tab of ['99', '1', '2', '3', '5', '12', '13']) expect(tabs.has(tab)).toBe(true);
    const abbreviations = relevance.filter((c) => LATIN_ONLY.test(c.query));
    expect(abbreviations.length).toBeGreaterThanOrEqual(8);
  });
});

describe('jieba with the neurosurgery dictionary', () => {
  const jieba = Jieba.withDict(defaultDict);
  jieba.loadDict(Buffer.from(dictLines.join('\n')));
  const plain = Jieba.withDict(defaultDict);

  const KEPT_WHOLE = [
    '胶质母细胞瘤',
    '少突胶质细胞瘤',
    '显微血管减压术',
    '蛛网膜下腔出血',
    '脑深部电刺激术',
    '经鼻蝶入路',
    '后交通动脉瘤',
    '前交通动脉瘤',
    '颅咽管瘤',
    '听神经瘤',
    '海绵状血管瘤',
    '脑动静脉畸形',
    '硬脑膜动静脉瘘',
    '三叉神经痛',
    '面肌痉挛',
    '脊髓空洞症',
    '慢性硬膜下血肿',
    '动脉瘤夹闭术',
    '血管内栓塞术',
    '颞下入路',
    '乙状窦后入路',
    '锁孔入路',
    '唤醒开颅',
    '立体定向活检',
    '第三脑室底造瘘术',
    '颈动脉内膜剥脱术',
    '丘脑底核',
    '桥小脑角',
    '数字减影血管造影',
    '弥散张量成像',
    '磁共振波谱',
    '格拉斯哥昏迷评分',
    'Hunt-Hess分级',
    'Chiari畸形',
    '超声吸引刀',
    '血流导向装置',
    '替莫唑胺',
    '贝伐珠单抗',
    '左乙拉西坦',
    '尼莫地平',
    '垂体神经内分泌肿瘤',
    '弥漫内生型脑桥胶质瘤',
    '非典型畸胎样横纹肌样瘤',
    '原发性中枢神经系统淋巴瘤',
    '血管母细胞瘤',
    '颅内静脉窦血栓形成',
    '颈内动脉海绵窦瘘',
    '后纵韧带骨化症',
    '内侧颞叶癫痫',
    '局灶性皮质发育不良',
    '选择性脊神经后根切断术',
    '特发性正常压力脑积水',
    '肢端肥大症',
    '胸廓出口综合征',
  ];

  it.each(KEPT_WHOLE)('keeps %s whole, alone and inside a sentence', (term) => {
    expect(dictTerms.has(term)).toBe(true);
    expect(jieba.cut(term, false)).toEqual([term]);
    expect(jieba.cut(`患者诊断为${term}，专家讨论治疗方案`, false)).toContain(term);
  });

  it('changes how the default dictionary alone cuts most of those terms', () => {
    // guards against a dictionary that loads but does nothing
    const splitByDefault = KEPT_WHOLE.filter((term) => plain.cut(term, false).length > 1);
    expect(splitByDefault.length).toBeGreaterThanOrEqual(20);
  });

  it('names every condition the seed writes about with a dictionary word', () => {
    const conditions = SUBSPECIALTY_TREE.flatMap((group) =>
      group.children.flatMap((leaf) => conditionsOf(leaf)),
    );
    const unnamed = conditions
      .map((c) => c.disease)
      .filter((disease) => !jieba.cut(disease, false).some((piece) => dictTerms.has(piece)));
    expect(unnamed).toEqual([]);
  });

  it('cuts every seeded subspecialty name into words of two or more characters', () => {
    const names = SUBSPECIALTY_TREE.flatMap((group) => [
      group.name,
      ...group.children.map((child) => child.name),
    ]);
    const shattered = names.filter((name) => jieba.cut(name, false).some((piece) => [...piece].length < 2));
    expect(shattered).toEqual([]);
  });
});

describe('qualifiers.txt', () => {
  const groups = dataLines(read('qualifiers.txt')).map((line) => line.split(',').map((w) => w.trim()));

  it('holds each qualifier once, as one word of a query, with spellings a query can match', () => {
    const qualifiers = groups.map(([word]) => word ?? '');
    expect(qualifiers.length).toBeGreaterThan(5);
    expect(new Set(qualifiers).size).toBe(qualifiers.length);
    // a qualifier the cut splits (神经内镜下 → 神经内镜|下) could never be a query's word
    expect(qualifiers.filter((word) => analyzer().words(word).join('|') !== word.toLowerCase())).toEqual([]);
    expect(groups.flat().filter((word) => analyzer().words(word).length === 0)).toEqual([]);
  });

  it('names no operation or condition of its own: those are what a search is for', () => {
    const named = new Set(
      SUBSPECIALTY_TREE.flatMap((g) =>
        g.children.flatMap((leaf) => conditionsOf(leaf).flatMap((c) => [c.name, c.disease, ...c.operations])),
      ),
    );
    expect(groups.map(([word]) => word).filter((word) => named.has(word ?? ''))).toEqual([]);
  });
});
