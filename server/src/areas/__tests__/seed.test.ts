import { IDENTITY_VALUES } from '@portal/api/contract/user';
import type { DatabaseHandle } from '../../db/database';
import { BODY_MAX_HANZI, BODY_MIN_HANZI, countHanzi } from '../../seed/article-content';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { createRng } from '../../seed/random';
import { conditionsOf, SUBSPECIALTY_TREE } from '../../seed/subspecialties';
import { createTestDatabase, SEEDING_TIMEOUT } from '../../test-support/test-database';
import { DEMO_PENDING_REVIEW_ACCOUNT, HINT_DICT_ID, HINT_WORDS } from '../portal/index';
import { DEFAULT_SEED_NOW, type SeedSummary, seedDatabase, seedFrameIfEmpty, seedIfEmpty } from '../seed';

const TWO_YEARS = 2 * 365 * 86_400_000;

describe('seed', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    first = await createTestDatabase();
    // the core data only: each later area (seed/areas) tests its own seeding; the second is the
    // tests' template of the same seed, made by the same code before the tests
    summary = await seedDatabase(first.db, { areas: false });
    second = await createTestDatabase({ seed: 'core' });
  }, SEEDING_TIMEOUT);

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
      // a channel's filters on /info: enough to choose from, few enough to show in a row or two
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeLessThanOrEqual(10);
      for (const child of children) expect(child.id).toBeGreaterThan(maxParentId);
    }
    // leaf names are unique: content finds its leaf by name
    const leaves = rows.filter((r) => r.parent_id !== null).map((r) => r.name);
    expect(new Set(leaves).size).toBe(leaves.length);
  });

  it('writes about every condition of the tree, variants included, where search finds it', async () => {
    // search indexes a title, its summary and the start of its body
    const findable = [
      ...(await first.db.selectFrom('info_articles').select(['title', 'summary', 'body_html']).execute()),
      ...(await first.db
        .selectFrom('mp_articles')
        .select(['title', 'description as summary', 'body_html'])
        .where('status', '=', 'published')
        .execute()),
    ].map((r) => `${r.title} ${r.summary} ${r.body_html.slice(0, 500)}`);
    const conditions = SUBSPECIALTY_TREE.flatMap((g) => g.children.flatMap((leaf) => conditionsOf(leaf)));
    expect(conditions.length).toBeGreaterThan(100);
    const rare = conditions
      .map((c) => [c.disease, findable.filter((text) => text.includes(c.disease)).length] as const)
      .filter(([, n]) => n < 3);
    expect(rare).toEqual([]);
  });

  it('adds the verified doctor with content under review as demo account 8', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.mobile)).toEqual([
      '13800000001',
      '13800000002',
      '13800000003',
      '13800000004',
      '13800000005',
      '13800000006',
      '13800000007',
      '13800000008',
    ]);
    expect(DEMO_ACCOUNTS[7]).toMatchObject({ id: 8, identity: 1, isAuth: 1, label: '有内容审核中的医生' });
  });

  it('seeds the header and footer navigation, /personalfile disabled', async () => {
    const rows = await first.db
      .selectFrom('nav_links')
      .selectAll()
      .orderBy('position')
      .orderBy('sort')
      .execute();
    const header = rows.filter((r) => r.position === 'header');
    expect(header.filter((r) => r.enabled === 1).map((r) => [r.name, r.url])).toEqual([
      ['首页', '/'],
      ['资讯', '/info'],
      ['会议', '/meeting/home'],
      ['病例', '/case'],
      ['云课堂', '/mooc'],
      ['全景手术', '/holographic'],
      ['关于我们', '/introduce?optionActive=aboutUs'],
    ]);
    expect(header.find((r) => r.url === '/personalfile')).toMatchObject({ name: '投稿审稿', enabled: 0 });
    const footer = rows.filter((r) => r.position === 'footer');
    expect(footer.filter((r) => r.enabled === 1).map((r) => r.name)).toEqual(
      expect.arrayContaining(['关于我们', '联系我们', '临床招募', '客户端下载', '隐私政策', '用户协议']),
    );
    expect(footer.find((r) => r.name === '联系我们')?.url).toBe('/clinical/release');
    expect(footer.find((r) => r.name === '临床招募')?.url).toBe('/recruitment-training');
    expect(footer.find((r) => r.name === '客户端下载')?.url).toBe('/linkdownload');
    expect(footer.some((r) => r.enabled === 0)).toBe(true);
  });

  it('seeds ten hint words, the More popup groups and the footer QR codes', async () => {
    const words = await first.db
      .selectFrom('dict_items')
      .selectAll()
      .where('dict_id', '=', HINT_DICT_ID)
      .where('enabled', '=', 1)
      .orderBy('sort')
      .execute();
    expect(words.map((w) => w.word)).toEqual([...HINT_WORDS]);
    expect(HINT_WORDS).toHaveLength(10);

    const academic = await first.db.selectFrom('academic_resources').selectAll().orderBy('sort').execute();
    expect(academic.filter((a) => a.enabled === 1).map((a) => [a.name, a.url])).toEqual(
      expect.arrayContaining([
        ['指南共识', '/guidance'],
        ['全景手术', '/holographic'],
        ['病例库', '/case'],
        ['云课堂', '/mooc'],
      ]),
    );

    const parents = await first.db
      .selectFrom('subspecialties')
      .select(['id', 'name'])
      .where('parent_id', 'is', null)
      .orderBy('sort')
      .execute();
    const channels = await first.db.selectFrom('channels').selectAll().orderBy('sort').execute();
    expect(channels.map((c) => [c.id, c.title, c.mp_id])).toEqual(parents.map((p) => [p.id, p.name, p.id]));
    expect(new Set(channels.map((c) => c.ocs_id)).size).toBe(channels.length);

    const categories = await first.db.selectFrom('brand_categories').selectAll().orderBy('id').execute();
    const firstLevel = categories.filter((c) => c.parent_id === null && c.enabled === 1);
    expect(firstLevel.map((c) => c.name)).toEqual([
      '神经外科手术显微镜',
      '神经导航系统',
      '神经内镜',
      '脑深部电刺激系统',
      '颅内压监测',
      '动脉瘤夹',
      '栓塞材料',
      '超声吸引器',
      '颅骨修补材料',
      '电生理监测',
    ]);
    expect(firstLevel[0]?.code).toBe('MICROSCOPE');
    for (const c of categories) expect(c.code).toMatch(/^[A-Z_]+$/);
    for (const child of categories.filter((c) => c.parent_id !== null)) {
      expect(child.level).toBe(2);
      expect(firstLevel.map((c) => c.id)).toContain(child.parent_id);
    }

    const qr = await first.db.selectFrom('footer_qr_codes').selectAll().orderBy('sort').execute();
    expect(qr.map((q) => q.name)).toEqual([
      '脑医汇 App 下载',
      '官方微信公众号',
      '视频号',
      '微博',
      '小程序',
      '客服企业微信',
    ]);
    expect(qr[0]?.url).toBe('/linkdownload');
    for (const q of qr.slice(1)) expect(q.url).toMatch(/^https:\/\//);
  });

  it('seeds the requirement types, 其他 as OTHER', async () => {
    const types = await first.db.selectFrom('requirement_types').selectAll().orderBy('sort').execute();
    expect(types.map((t) => [t.code, t.description])).toEqual([
      ['MEETING_LIVE', '会议直播'],
      ['SURGERY_DEMO', '手术演示'],
      ['ACADEMIC_PROMOTION', '学术推广'],
      ['CASE_COLLECTION', '病例征集'],
      ['MARKET_RESEARCH', '市场调研'],
      ['OTHER', '其他'],
    ]);
  });

  it('leaves the messages to the message centre seeder (an area seeder)', async () => {
    expect(await first.db.selectFrom('messages').selectAll().execute()).toEqual([]);
    expect(summary.messages).toBe(0);
  });

  it('puts one pending item of demo account 8 in the review queue, and none of anyone else', async () => {
    const rows = await first.db.selectFrom('review_queue').selectAll().execute();
    const pending = rows.filter((r) => r.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]?.user_id).toBe(DEMO_PENDING_REVIEW_ACCOUNT);
    expect(rows.some((r) => r.user_id === 1 && r.status !== 'pending')).toBe(true);
  });

  it(
    'fills empty frame tables of a database seeded before they existed, and only those',
    async () => {
      const handle = await createTestDatabase();
      try {
        await seedDatabase(handle.db, { scale: 0.05 });
        await handle.db.deleteFrom('nav_links').execute();
        await handle.db.deleteFrom('channels').execute();
        await handle.db.deleteFrom('requirement_types').where('code', '=', 'OTHER').execute();
        await expect(seedIfEmpty(handle.db)).resolves.toBeNull();
        expect(await handle.db.selectFrom('nav_links').select('id').execute()).toHaveLength(16);
        expect(await handle.db.selectFrom('channels').select('id').execute()).toHaveLength(10);
        // a table with rows is left as it is
        expect(await handle.db.selectFrom('requirement_types').select('id').execute()).toHaveLength(5);
        await expect(seedFrameIfEmpty(handle.db)).resolves.toEqual([]);
        // new rows get fresh ids after the explicit ones
        const added = await handle.db
          .insertInto('nav_links')
          .values({ position: 'header', name: '新', url: '/new', new_tab: 0, enabled: 1, sort: 99 })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(added.id).toBe(17);
      } finally {
        await handle.close();
      }
    },
    SEEDING_TIMEOUT,
  );

  it('leaves a seeded database alone', async () => {
    await expect(seedIfEmpty(first.db, { areas: false })).resolves.toBeNull();
    await expect(seedDatabase(first.db)).rejects.toThrow('空数据库');
  });

  it(
    'doubles everything at scale 2',
    async () => {
      const handle = await createTestDatabase();
      try {
        const doubled = await seedIfEmpty(handle.db, { scale: 2, areas: false });
        expect(doubled?.users).toBe(summary.users * 2);
        expect(doubled?.infoArticles).toBe(4000);
        const users = await handle.db.selectFrom('users').select(['mobile']).execute();
        expect(users).toHaveLength(summary.users * 2);
        expect(new Set(users.map((u) => u.mobile)).size).toBe(users.length);
        expect(doubled?.mpArticles).toBe(summary.mpArticles * 2);
      } finally {
        await handle.close();
      }
      // twice the data, with user-written content, on a shared PostgreSQL server
    },
    SEEDING_TIMEOUT,
  );
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
