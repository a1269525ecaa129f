import { generateSeedData } from '../../../../test-support/seed';
import { BLOCK_FORM_EVERY } from '../../articles/articles-seed';
import { readStoredBlocks } from '../../articles/paragraph-blocks';

const data = generateSeedData();

describe('seeded info comments and block-form cases', () => {
  it('give news items comment threads whose counters equal their rows', () => {
    const infoComments = data.comments.filter((c) => c.target_type === 'info');
    expect(infoComments.length).toBeGreaterThan(1000);
    expect(infoComments.some((c) => c.parent_id !== null)).toBe(true);
    const perItem = new Map<number, number>();
    for (const c of infoComments) perItem.set(c.target_id, (perItem.get(c.target_id) ?? 0) + 1);
    for (const a of data.infoArticles)
      expect([a.id, a.comments]).toEqual([a.id, perItem.get(a.id as number) ?? 0]);
    // one id space with the article comments
    expect(new Set(data.comments.map((c) => c.id)).size).toBe(data.comments.length);
    const ids = new Set(infoComments.map((c) => c.id));
    for (const c of infoComments) if (c.parent_id !== null) expect(ids.has(c.parent_id as number)).toBe(true);
  });

  it('keep about one case in eight in block form, all blocks valid, no video', () => {
    const cases = data.mpArticles.filter((a) => a.type === 'case');
    const blockForm = cases.filter((a) => a.paragraphs);
    expect(blockForm).toHaveLength(Math.ceil(cases.length / BLOCK_FORM_EVERY));
    expect(data.mpArticles.filter((a) => a.type === 'article' && a.paragraphs)).toHaveLength(0);
    for (const a of blockForm) {
      const stored = JSON.parse(a.paragraphs as string);
      // everything stored survives the read check unchanged
      expect(readStoredBlocks(a.paragraphs as string)).toEqual(stored);
      const types = new Set(stored.map((b: { type: string }) => b.type));
      expect(types.has('title')).toBe(true);
      expect(types.has('txt')).toBe(true);
      expect(types.has('img')).toBe(true);
      expect(types.has('video')).toBe(false);
    }
  });
});
