import { IDENTITY_VALUES } from '@portal/api/contract/user';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test-support/test-database';
import { BODY_MAX_HANZI, BODY_MIN_HANZI, countHanzi } from '../article-content';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { DEFAULT_SEED_NOW, type SeedSummary, seedDatabase, seedIfEmpty } from '../generate';
import { createRng } from '../random';

const TWO_YEARS = 2 * 365 * 86_400_000;

describe('seed', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    first = await createTestDatabase();
    second = await createTestDatabase();
    summary = await seedDatabase(first.db, {});
    await seedDatabase(second.db, {});
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('inserts the default amounts', async () => {
    const users = await first.db.selectFrom('users').select(['id']).execute();
    const articles = await first.db.selectFrom('info_articles').select(['id']).execute();
    expect(users.length).toBeGreaterThanOrEqual(300);
    expect(articles).toHaveLength(2000);
    expect(summary.users).toBe(users.length);
    expect(summary.infoArticles).toBe(2000);
    expect(summary.demoAccounts).toBe(DEMO_ACCOUNTS.length);
  });

  it('covers every identity (and none) and every verification state', async () => {
    const rows = await first.db.selectFrom('users').select(['identity', 'is_auth']).execute();
    const identities = new Set(rows.map((r) => r.identity));
    for (const identity of IDENTITY_VALUES) expect(identities).toContain(identity);
    expect(identities).toContain(null);
    const states = new Set(rows.map((r) => r.is_auth));
    for (const state of [0, 1, 2, 3]) expect(states).toContain(state);
    const doctors = rows.filter((r) => r.identity === 1);
    expect(doctors.filter((r) => r.is_auth === 1).length / doctors.length).toBeGreaterThan(0.5);
  });

  it('seeds the demo accounts first, as declared', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const user = await first.db
        .selectFrom('users')
        .selectAll()
        .where('mobile', '=', demo.mobile)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        id: demo.id,
        real_name: demo.realName,
        identity: demo.identity,
        is_auth: demo.isAuth,
        title: demo.title,
        company: demo.company,
        department: demo.department,
        avatar: `/media/avatar/${demo.id}.svg`,
      });
    }
    expect(DEMO_ACCOUNTS.map((a) => a.id)).toEqual(DEMO_ACCOUNTS.map((_, i) => i + 1));
  });

  it('gives every user a unique mainland mobile', async () => {
    const rows = await first.db.selectFrom('users').select(['mobile', 'created_at']).execute();
    const mobiles = rows.map((r) => r.mobile);
    expect(new Set(mobiles).size).toBe(mobiles.length);
    for (const mobile of mobiles) expect(mobile).toMatch(/^1[3-9]\d{9}$/);
    for (const { created_at } of rows) {
      expect(created_at).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
      expect(created_at).toBeGreaterThan(DEFAULT_SEED_NOW - 3 * 366 * 86_400_000);
    }
  });

  it('is deterministic', async () => {
    const titles = async (handle: DatabaseHandle) =>
      (await handle.db.selectFrom('info_articles').select(['title']).orderBy('id').execute()).map(
        (r) => r.title,
      );
    const a = await titles(first);
    const b = await titles(second);
    expect(a.length).toBe(b.length);
    expect(a[0]).toBe(b[0]);
    expect(a[a.length - 1]).toBe(b[b.length - 1]);
    expect(a).toEqual(b);
    const users = async (handle: DatabaseHandle) =>
      handle.db.selectFrom('users').select(['id', 'mobile', 'real_name']).orderBy('id').execute();
    expect(await users(first)).toEqual(await users(second));
    const counts = async (handle: DatabaseHandle) =>
      Promise.all(
        (['info_authors', 'info_subspecialties', 'subspecialties'] as const).map(async (table) =>
          Number(
            (
              await handle.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    expect(await counts(first)).toEqual(await counts(second));
  });

  it('writes varied, unique titles and well-formed articles', async () => {
    const rows = await first.db.selectFrom('info_articles').selectAll().orderBy('id').execute();
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    let previous = 0;
    for (const article of rows) {
      expect(article.body_html).toContain('<h2>');
      expect(article.body_html).toMatch(/<ul>|<ol>/);
      expect(article.body_html).toContain('<img src="/media/cover/');
      expect(article.body_html).toContain('<figcaption>');
      const hanzi = countHanzi(article.body_html);
      expect(hanzi).toBeGreaterThanOrEqual(BODY_MIN_HANZI);
      expect(hanzi).toBeLessThanOrEqual(BODY_MAX_HANZI);
      expect(article.summary.length).toBeGreaterThanOrEqual(60);
      expect(article.summary.length).toBeLessThanOrEqual(120);
      expect(article.cover).toBe(`/media/cover/info-${article.id}.svg`);
      expect(article.views).toBeGreaterThanOrEqual(100);
      expect(article.views).toBeLessThanOrEqual(50_000);
      expect(article.publish_date).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
      expect(article.publish_date).toBeGreaterThanOrEqual(DEFAULT_SEED_NOW - TWO_YEARS - 86_400_000);
      expect(article.publish_date).toBeGreaterThanOrEqual(previous);
      expect(article.created_at).toBeLessThanOrEqual(article.publish_date);
      previous = article.publish_date;
    }
    const share = (flag: (a: (typeof rows)[number]) => boolean) => rows.filter(flag).length / rows.length;
    expect(share((a) => a.essences === 'T')).toBeGreaterThan(0.05);
    expect(share((a) => a.essences === 'T')).toBeLessThan(0.15);
    expect(share((a) => a.bms_auth === 1)).toBeGreaterThan(0.04);
    expect(share((a) => a.compile_article === 'T')).toBeGreaterThan(0.02);
  });

  it('gives every article at least one author and one subspecialty', async () => {
    const withoutAuthor = await first.db
      .selectFrom('info_articles as a')
      .leftJoin('info_authors as au', 'au.info_id', 'a.id')
      .where('au.info_id', 'is', null)
      .select('a.id')
      .execute();
    expect(withoutAuthor).toEqual([]);
    const withoutTag = await first.db
      .selectFrom('info_articles as a')
      .leftJoin('info_subspecialties as s', 's.info_id', 'a.id')
      .where('s.info_id', 'is', null)
      .select('a.id')
      .execute();
    expect(withoutTag).toEqual([]);
  });

  it('links most bylines to seeded doctors, with their avatar', async () => {
    const bylines = await first.db
      .selectFrom('info_authors as au')
      .leftJoin('users as u', 'u.id', 'au.user_id')
      .select(['au.user_id', 'au.author_name', 'au.head_image', 'u.real_name', 'u.avatar', 'u.identity'])
      .execute();
    const linked = bylines.filter((b) => b.user_id !== null);
    expect(linked.length / bylines.length).toBeGreaterThan(0.6);
    expect(linked.length).toBeLessThan(bylines.length);
    for (const b of linked) {
      expect(b.author_name).toBe(b.real_name);
      expect(b.head_image).toBe(b.avatar);
      expect(b.identity).toBe(1);
    }
    for (const b of bylines.filter((x) => x.user_id === null)) {
      expect(b.head_image).toMatch(/^\/media\/avatar\/x-\d+\.svg$/);
    }
  });

  it('builds the subspecialty tree, parents first', async () => {
    const rows = await first.db.selectFrom('subspecialties').selectAll().orderBy('id').execute();
    const parents = rows.filter((r) => r.parent_id === null);
    expect(parents.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        '脑血管病',
        '神经肿瘤',
        '功能神经外科',
        '脊柱脊髓',
        '颅脑创伤',
        '小儿神经外科',
        '神经内镜',
        '神经重症',
        '周围神经',
        '神经介入',
      ]),
    );
    const maxParentId = Math.max(...parents.map((p) => p.id));
    for (const parent of parents) {
      const children = rows.filter((r) => r.parent_id === parent.id);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(6);
      for (const child of children) expect(child.id).toBeGreaterThan(maxParentId);
    }
  });

  it('leaves a seeded database alone', async () => {
    await expect(seedIfEmpty(first.db)).resolves.toBeNull();
    await expect(seedDatabase(first.db)).rejects.toThrow('空数据库');
  });

  it('doubles everything at scale 2', async () => {
    const handle = await createTestDatabase();
    try {
      const doubled = await seedIfEmpty(handle.db, { scale: 2 });
      expect(doubled?.users).toBe(summary.users * 2);
      expect(doubled?.infoArticles).toBe(4000);
      const users = await handle.db.selectFrom('users').select(['mobile']).execute();
      expect(users).toHaveLength(summary.users * 2);
      expect(new Set(users.map((u) => u.mobile)).size).toBe(users.length);
    } finally {
      await handle.close();
    }
  });
});

describe('random', () => {
  it('repeats for a seed and differs across seeds', () => {
    const draw = (seed: number | string) => {
      const r = createRng(seed);
      return [r.next(), r.int(1, 6), r.pick(['a', 'b', 'c']), r.shuffle([1, 2, 3, 4, 5]).join('')];
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw('x')).toEqual(draw('x'));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps helpers in range', () => {
    const r = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 9);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(9);
      const s = r.skewed(100, 200);
      expect(s).toBeGreaterThanOrEqual(100);
      expect(s).toBeLessThanOrEqual(200);
    }
    expect(r.sample([1, 2, 3], 5).sort()).toEqual([1, 2, 3]);
    expect(
      r.weighted([
        ['only', 1],
        ['never', 0],
      ]),
    ).toBe('only');
  });
});
