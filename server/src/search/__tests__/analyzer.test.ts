import fs from 'node:fs';
import path from 'node:path';
import { createAnalyzer, pinyinKeys, analyzer as sharedAnalyzer } from '../analyzer';

const dictTerms = fs
  .readFileSync(path.join(__dirname, '..', 'data', 'neurosurgery-dict.txt'), 'utf8')
  .split(/\r?\n/)
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => line.split(/\s+/)[0] ?? '');

describe('segmentation', () => {
  const a = sharedAnalyzer();

  it('keeps the dictionary terms whole, where the default dictionary cuts them apart', () => {
    const defaultOnly = createAnalyzer({ userDict: '', synonyms: '' });
    expect(defaultOnly.words('胶质母细胞瘤')).not.toContain('胶质母细胞瘤');
    expect(a.words('胶质母细胞瘤患者行显微血管减压术')).toEqual(
      expect.arrayContaining(['胶质母细胞瘤', '显微血管减压术']),
    );
    expect(dictTerms.length).toBeGreaterThan(0);
    // a term with punctuation (5-ALA, Hunt-Hess) is indexed as its parts, as its query is
    const plain = dictTerms.filter((term) => /^[\p{L}\p{N}]+$/u.test(term));
    expect(plain.length).toBeGreaterThan(dictTerms.length * 0.9);
    const split = plain.filter((term) => !a.indexTitle(term).split(' ').includes(term.toLowerCase()));
    expect(split).toEqual([]);
    const unmatched = dictTerms.filter((term) => {
      const indexed = new Set(a.indexTitle(term).split(' '));
      return !a.words(term).every((w) => indexed.has(w));
    });
    expect(unmatched).toEqual([]);
  });

  it('indexes titles in search mode: the whole term and its dictionary sub-words', () => {
    const tokens = a.indexTitle('显微血管减压术治疗三叉神经痛').split(' ');
    expect(tokens).toEqual(expect.arrayContaining(['显微血管减压术', '血管', '三叉神经痛']));
  });

  it('lower-cases, drops punctuation and stop words, and adds Latin abbreviations and numbers on their own', () => {
    const tokens = a.indexText('WHO2级胶质瘤的T1WI表现，与 DBS！').split(' ');
    expect(tokens).toEqual(expect.arrayContaining(['who', '2', 'dbs']));
    expect(tokens).not.toContain('的');
    expect(tokens).not.toContain('与');
    expect(tokens.some((t) => /[，！ ]/.test(t) || t === '')).toBe(false);
    expect(tokens.every((t) => t === t.toLowerCase())).toBe(true);
  });

  it('keeps a Latin word whole, though the dictionary holds pieces of it (sta of StealthStation is 颞浅动脉)', () => {
    expect(a.queryTerms('StealthStation S8').map((t) => t.word)).toEqual(['stealthstation', 's8']);
    expect(a.indexText('美敦力 StealthStation S8 手术导航系统').split(' ')).not.toContain('sta');
    const title = a.indexTitle('美敦力 StealthStation S8 手术导航系统').split(' ');
    expect(title).toContain('stealthstation');
    expect(title).not.toContain('sta');
    expect(a.queryTerms('STA').map((t) => t.synonyms)).toEqual([expect.arrayContaining(['颞浅动脉'])]);
  });

  it('expands a query term with its synonym group, both ways', () => {
    const dbs = a.queryTerms('DBS');
    expect(dbs).toHaveLength(1);
    expect(dbs[0]?.alternatives).toEqual(expect.arrayContaining([['脑深部电刺激'], ['dbs']]));
    const full = a.queryTerms('脑深部电刺激');
    expect(full[0]?.alternatives).toEqual(expect.arrayContaining([['dbs']]));
    expect(a.queryTerms('GBM 手术').map((t) => t.word)).toEqual(['gbm', '手术']);
    expect(a.queryTerms('的，。')).toEqual([]);
  });

  it('marks a procedure’s qualifiers, with the spellings documents carry, and drops a lone 下', () => {
    const micro = a.queryTerms('显微镜下微血管减压术');
    expect(micro.map((t) => [t.word, t.qualifier ?? false])).toEqual([
      ['显微镜下', true],
      ['微血管减压术', false],
    ]);
    expect(micro[0]?.alternatives).toEqual(expect.arrayContaining([['显微镜下'], ['显微镜']]));
    // the cut leaves 下 alone after 神经内镜: grammar, not a word to require
    expect(a.queryTerms('神经内镜下第三脑室底造瘘术').map((t) => [t.word, t.qualifier ?? false])).toEqual([
      ['神经内镜', true],
      ['第三脑室底造瘘术', false],
    ]);
    expect(a.queryTerms('下').map((t) => t.word)).toEqual(['下']);
    const none = createAnalyzer({ qualifiers: '' }).queryTerms('显微镜下微血管减压术');
    expect(none.some((t) => t.qualifier)).toBe(false);
  });

  it('loosens a compound word into its dictionary parts, and leaves the rest alone', () => {
    const terms = a.queryTerms('显微镜下动脉瘤夹闭术');
    const loose = a.loosen(terms);
    expect(loose[0]).toBe(terms[0]);
    expect(loose[1]?.alternatives).toEqual([['动脉瘤夹闭术'], ['动脉瘤', '夹闭术']]);
    expect(loose[1]?.synonyms).toEqual(expect.arrayContaining(['动脉瘤', '夹闭术']));
    const plain = a.queryTerms('胶质瘤 手术');
    expect(a.loosen(plain).every((t, i) => t === plain[i])).toBe(true);
  });

  it('works with empty data files', () => {
    const bare = createAnalyzer({ userDict: '', synonyms: '# nothing\n' });
    expect(bare.queryTerms('DBS')).toEqual([{ word: 'dbs', synonyms: ['dbs'], alternatives: [['dbs']] }]);
    expect(bare.vocabulary()).toEqual([]);
  });
});

describe('pinyin keys', () => {
  it('gives tone-less full pinyin and initials', () => {
    expect(pinyinKeys('胶质瘤')).toEqual({ full: 'jiaozhiliu', initials: 'jzl' });
    expect(pinyinKeys('DBS')).toEqual({ full: 'dbs', initials: 'dbs' });
  });
});
