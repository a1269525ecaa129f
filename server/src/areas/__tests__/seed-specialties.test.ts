import { conditionsOf, ofChildhood, SUBSPECIALTY_TREE } from '../../seed/subspecialties';
import { HOSPITALS, isPaediatric, isSurgical } from '../../seed/vocabulary';
import { seededDatabase } from '../../test-support/seeded-tables';
import { SHOWS_OPERATING } from '../content/index';

/**
 * Seeded doctors work within their specialty: the operations and cases are surgeons', a children's
 * hospital is paediatric throughout, and a doctor who sees children only writes about children.
 * Read on the default database.
 */
const seeded = seededDatabase('full');

const CHILDRENS = HOSPITALS.filter((h) => h.childrenOnly);
const childrensHospital = (name: string | null) => CHILDRENS.some((h) => h.name === name);

/**
 * What only a report of the expert's own operating says, by kind (the templates of
 * seed/article-content.ts): a case (团队为一名…患者成功实施), a live operation (术者：), a technique
 * (已累计完成该手术), department news of operations (常规化开展).
 */
const OWN_OPERATING = /团队为一名|术者：|已累计完成该手术|常规化开展/;

/** the patients an item names: 患者男，45岁 / 45岁男性 / 45岁患者 */
function patientAges(text: string): number[] {
  return [...text.matchAll(/患者[男女]，(\d+)岁|(\d+)岁(?:[男女]性|患者)/g)].map((m) => Number(m[1] ?? m[2]));
}

/** the expert an item's first paragraph names sees children only: a children's hospital, a paediatric department */
function aboutChildrensDoctor(html: string): boolean {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return CHILDRENS.some((h) => first.includes(h.name)) || /(小儿|儿童)[\u4e00-\u9fa5]{0,6}科/.test(first);
}

/** leaves under which children are treated (one of their conditions is a childhood one) */
const CHILDHOOD_LEAVES = new Set(
  SUBSPECIALTY_TREE.flatMap((g) => g.children)
    .filter((leaf) => conditionsOf(leaf).some(ofChildhood))
    .map((leaf) => leaf.name),
);

describe('seeded doctors in their specialty', () => {
  it('gives a children’s hospital paediatric departments and doctors only', async () => {
    const db = seeded();
    const departments = await db.selectFrom('departments').select(['hospital_group_name', 'name']).execute();
    const ofChildrens = departments.filter((d) => childrensHospital(d.hospital_group_name));
    expect(ofChildrens.length).toBeGreaterThanOrEqual(CHILDRENS.length);
    expect(ofChildrens.filter((d) => !isPaediatric(d.name))).toEqual([]);
    const doctors = await db
      .selectFrom('users')
      .select(['id', 'company', 'department'])
      .where('identity', '=', 1)
      .execute();
    expect(doctors.filter((d) => childrensHospital(d.company) && !isPaediatric(d.department))).toEqual([]);
  });

  it('has surgeons report the cases and operations', async () => {
    const db = seeded();
    const notSurgeons = async (
      rows: Promise<{ id: number | null; department: string | null; what: string }[]>,
    ) => (await rows).filter((r) => !isSurgical(r.department));

    // a user's case, or a piece reporting their own operating
    const pieces = await db
      .selectFrom('mp_articles as a')
      .innerJoin('users as u', 'u.id', 'a.creator_id')
      .select(['a.id', 'a.type', 'a.title', 'a.body_html', 'u.department'])
      .execute();
    expect(pieces.some((p) => p.type === 'case')).toBe(true);
    expect(
      pieces
        .filter((p) => (p.type === 'case' || OWN_OPERATING.test(p.body_html)) && !isSurgical(p.department))
        .map((p) => `${p.department}：${p.title}`),
    ).toEqual([]);

    // news whose first byline reports operating
    const news = await db
      .selectFrom('info_articles as a')
      .innerJoin('info_authors as au', (j) => j.onRef('au.info_id', '=', 'a.id').on('au.sort', '=', 0))
      .innerJoin('users as u', 'u.id', 'au.user_id')
      .select(['a.title', 'a.body_html', 'u.department'])
      .execute();
    const reporting = news.filter((n) => OWN_OPERATING.test(n.body_html));
    expect(reporting.length).toBeGreaterThan(100);
    expect(
      reporting.filter((n) => !isSurgical(n.department)).map((n) => `${n.department}：${n.title}`),
    ).toEqual([]);

    // the teams of the panoramic operation videos, the entrants of the surgical video competitions,
    // the doctors filmed operating
    expect(
      await notSurgeons(
        db
          .selectFrom('elab_case_authors as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['a.case_id as id', 'u.department', 'u.real_name as what'])
          .execute(),
      ),
    ).toEqual([]);
    expect(
      await notSurgeons(
        db
          .selectFrom('competition_entries as e')
          .innerJoin('users as u', 'u.id', 'e.user_id')
          .select(['e.id', 'u.department', 'e.title as what'])
          .execute(),
      ),
    ).toEqual([]);
    const filmed = await db
      .selectFrom('short_videos as v')
      .innerJoin('users as u', 'u.id', 'v.creator_id')
      .select(['v.id', 'u.department', 'v.title as what'])
      .where('u.identity', '=', 1)
      .execute();
    expect(filmed.filter((v) => SHOWS_OPERATING.test(v.what)).length).toBeGreaterThan(0);
    expect(filmed.filter((v) => SHOWS_OPERATING.test(v.what) && !isSurgical(v.department))).toEqual([]);
  });

  it('has a doctor who sees children only write about children', async () => {
    const db = seeded();
    const info = await db
      .selectFrom('info_articles as a')
      .select(['a.id', 'a.title', 'a.body_html'])
      .execute();
    const ugc = await db.selectFrom('mp_articles').select(['id', 'title', 'body_html']).execute();
    const leafOf = new Map<string, Set<string>>();
    for (const [table, rows] of [
      [
        'info',
        await db
          .selectFrom('info_subspecialties as t')
          .innerJoin('subspecialties as s', 's.id', 't.subspecialty_id')
          .select(['t.info_id as id', 's.name'])
          .execute(),
      ],
      [
        'mp',
        await db
          .selectFrom('mp_article_subspecialties as t')
          .innerJoin('subspecialties as s', 's.id', 't.subspecialty_id')
          .select(['t.article_id as id', 's.name'])
          .execute(),
      ],
    ] as const)
      for (const r of rows) {
        const key = `${table}:${r.id}`;
        leafOf.set(key, (leafOf.get(key) ?? new Set()).add(r.name));
      }
    const theirs = [
      ...info.map((a) => ({ ...a, key: `info:${a.id}` })),
      ...ugc.map((a) => ({ ...a, key: `mp:${a.id}` })),
    ].filter((a) => aboutChildrensDoctor(a.body_html));
    expect(theirs.length).toBeGreaterThan(10);
    const adults = theirs.filter((a) => patientAges(`${a.title}${a.body_html}`).some((age) => age >= 18));
    expect(adults.map((a) => a.title)).toEqual([]);
    const adultConditions = theirs.filter(
      (a) => ![...(leafOf.get(a.key) ?? [])].some((leaf) => CHILDHOOD_LEAVES.has(leaf)),
    );
    expect(adultConditions.map((a) => a.title)).toEqual([]);

    // the operations filmed at a children's hospital are on children
    const elab = await db.selectFrom('elab_cases').select(['case_name', 'hospital', 'body_html']).execute();
    expect(
      elab
        .filter((c) => childrensHospital(c.hospital) && patientAges(c.body_html).some((age) => age >= 18))
        .map((c) => c.case_name),
    ).toEqual([]);
  });
});
