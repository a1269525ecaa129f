import type { Insertable } from 'kysely';
import type { AuthorProfile } from '../../../people/users-seed';
import { randomName } from '../../../people/users-seed';
import {
  ARTICLE_KINDS,
  type ArticleContext,
  composeBody,
  composeSummary,
  composeTitle,
  ledBy,
  mayLead,
  type Person,
} from '../../../seed/article-content';
import type { Rng } from '../../../seed/random';
import {
  byCondition,
  type ClinicalTopic,
  groupOf,
  leafWeight,
  ofChildhood,
  pickCondition,
  SUBSPECIALTY_TREE,
  type SubspecialtyIds,
} from '../../../seed/subspecialties';
import {
  GROUP_MEETINGS,
  GROUP_SOCIETIES,
  HOSPITALS,
  JOURNALS,
  MEETINGS,
  SOCIETIES,
  SOURCES,
  seesChildrenOnly,
} from '../../../seed/vocabulary';
import type { InfoArticlesTable, InfoAuthorsTable, InfoSubspecialtiesTable } from './schema';

/**
 * The news items of the core seed (seed/generate.ts runs it on its `articles` stream), bylined
 * mostly by the seeded doctors, each about one condition of the subspecialty tree. Its article
 * context (`buildContext`) also writes the user articles.
 */

const DAY = 86_400_000;

export interface InfoSeedData {
  infoArticles: Insertable<InfoArticlesTable>[];
  infoAuthors: Insertable<InfoAuthorsTable>[];
  infoSubspecialties: Insertable<InfoSubspecialtiesTable>[];
}

interface Byline {
  person: Person;
  department: string;
  avatar: string;
  userId: number | null;
}

/** every leaf with its share of the content (subspecialties.ts) */
const LEAF_WEIGHTS = SUBSPECIALTY_TREE.flatMap((g) =>
  g.children.map((leaf) => [leaf, leafWeight(leaf.name)] as const),
);

/** the conditions children have, by their shares: what a doctor who sees children only writes about */
const CHILDHOOD_CONDITIONS: readonly (readonly [ClinicalTopic, number])[] = byCondition(
  SUBSPECIALTY_TREE.flatMap((g) => g.children.map((topic) => ({ topic }))),
)
  .filter(([{ topic }]) => ofChildhood(topic))
  .map(([{ topic }, share]) => [topic, share] as const);

function buildBylines(r: Rng, pool: readonly AuthorProfile[], nextExternal: () => number): Byline[] {
  const count = r.weighted([
    [1, 55],
    [2, 30],
    [3, 15],
  ] as const);
  const bylines: Byline[] = [];
  const used = new Set<number>();
  for (let i = 0; i < count; i++) {
    // A few prolific authors write much of the content, as on real portals.
    const linked = pool.length > 0 && r.chance(0.85) ? pool[r.skewed(0, pool.length - 1, 2)] : undefined;
    if (linked && !used.has(linked.userId)) {
      used.add(linked.userId);
      bylines.push({
        person: { name: linked.name, hospital: linked.hospital },
        department: linked.department,
        avatar: linked.avatar,
        userId: linked.userId,
      });
    } else {
      const person = { name: randomName(r), hospital: r.pick(HOSPITALS) };
      bylines.push({
        person,
        department: person.hospital.childrenOnly ? '小儿神经外科' : '神经外科',
        avatar: `/media/avatar/x-${nextExternal()}.svg`,
        userId: null,
      });
    }
  }
  return bylines;
}

function pickOther<T>(r: Rng, items: readonly T[], not: T): T {
  const others = items.filter((i) => i !== not);
  return others.length > 0 ? r.pick(others) : not;
}

/**
 * The context an item is written from, for its bylines: the first byline is the expert it is
 * about. One who sees children only (a children's hospital, a paediatric department) writes about
 * a condition of childhood, redrawn from `fit` when the stream's draw is not one, with a child as
 * the patient; `fit` is a stream of its own, so the items after it stay as they were. Who may lead
 * an item of the kind drawn is `withFittingLead`'s.
 */
export function buildContext(
  r: Rng,
  id: number,
  publishDate: number,
  bylines: readonly Byline[],
  pool: readonly AuthorProfile[],
  fit: Rng,
  /** the condition to write about, when the caller needs one (drawn all the same) */
  condition?: ClinicalTopic,
): ArticleContext {
  const first = bylines[0];
  if (!first) throw new Error('an article needs a byline');
  const children = seesChildrenOnly(first.person.hospital, first.department);
  let topic = pickCondition(r, r.weighted(LEAF_WEIGHTS));
  if (condition) topic = condition;
  else if (children && !ofChildhood(topic)) topic = fit.weighted(CHILDHOOD_CONDITIONS);
  const childPatient = children && ofChildhood(topic);
  const group = groupOf(topic.name);
  const operation = r.pick(topic.operations);
  const peers: Person[] = bylines.slice(1).map((b) => b.person);
  while (peers.length < 3) {
    const other = pool.length > 0 && r.chance(0.7) ? r.pick(pool) : undefined;
    peers.push(
      other
        ? { name: other.name, hospital: other.hospital }
        : { name: randomName(r), hospital: r.pick(HOSPITALS) },
    );
  }
  const date = new Date(publishDate + 8 * 3_600_000);
  const [minAge, maxAge] = topic.ages;
  return {
    id,
    kind: r.weighted(ARTICLE_KINDS),
    group: group.name,
    topic,
    operation,
    operation2: pickOther(r, topic.operations, operation),
    researchTopic: r.pick(topic.topics),
    scale: r.pick(topic.scales),
    complication: r.pick(topic.complications),
    imaging: r.pick(topic.imaging),
    symptom: r.pick(topic.symptoms),
    finding: r.pick(topic.findings),
    expert: first.person,
    department: first.department,
    peers: peers.filter((p) => p.name !== first.person.name),
    journal: r.pick(JOURNALS),
    meeting: r.chance(0.6) ? r.pick(GROUP_MEETINGS[group.name] ?? MEETINGS) : r.pick(MEETINGS),
    meetingCity: r.pick(HOSPITALS).city,
    attendees: r.int(3, 30) * 100,
    society: r.chance(0.6) ? r.pick(GROUP_SOCIETIES[group.name] ?? SOCIETIES) : r.pick(SOCIETIES),
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    cases: r.chance(0.5) ? r.int(36, 240) : r.int(120, 1800),
    centers: r.int(3, 36),
    followUpMonths: r.pick([6, 12, 12, 18, 24, 24, 36, 48, 60]),
    patientAge: Math.max(
      1,
      r.int(minAge, childPatient ? Math.min(17, maxAge) : maxAge + (maxAge < 18 ? 0 : 8)),
    ),
    patientSex: r.chance(0.5) ? '男' : '女',
  };
}

/**
 * The item led by a byline who may lead it: the drawn first one, else the first other byline who
 * may, else a doctor of the pool who may, drawn from `fit` in the first one's place (a neurologist's
 * name is not put on an operation). Draws nothing from the item's stream.
 */
function withFittingLead(
  context: ArticleContext,
  bylines: readonly Byline[],
  pool: readonly AuthorProfile[],
  fit: Rng,
): { context: ArticleContext; bylines: Byline[] } {
  const [first, ...rest] = bylines;
  if (!first || mayLead(context, first.department, first.person.hospital))
    return { context, bylines: [...bylines] };
  const other = rest.find((b) => mayLead(context, b.department, b.person.hospital));
  if (other)
    return {
      context: ledBy(context, other.person, other.department, first.person),
      bylines: [other, ...bylines.filter((b) => b !== other)],
    };
  const taken = new Set(bylines.map((b) => b.userId));
  const fitting = pool.filter((a) => !taken.has(a.userId) && mayLead(context, a.department, a.hospital));
  if (fitting.length === 0) return { context, bylines: [...bylines] };
  const lead = fitting[fit.skewed(0, fitting.length - 1, 2)] as AuthorProfile;
  const byline: Byline = {
    person: { name: lead.name, hospital: lead.hospital },
    department: lead.department,
    avatar: lead.avatar,
    userId: lead.userId,
  };
  return { context: ledBy(context, byline.person, byline.department), bylines: [byline, ...rest] };
}

export function buildArticles(
  count: number,
  now: number,
  r: Rng,
  authors: readonly AuthorProfile[],
  ids: SubspecialtyIds,
  fit: Rng,
): InfoSeedData {
  // Popularity is skewed by position, so shuffle first: who is prolific should be arbitrary.
  const pool = r.shuffle(authors);
  const infoArticles: Insertable<InfoArticlesTable>[] = [];
  const infoAuthors: Insertable<InfoAuthorsTable>[] = [];
  const infoSubspecialties: Insertable<InfoSubspecialtiesTable>[] = [];
  const titles = new Set<string>();
  let external = 0;
  const nextExternal = () => ++external;

  // Ids follow publication order, as they would on a live site.
  const dates: number[] = [];
  for (let i = 0; i < count; i++) {
    const day = now - r.int(1, 2 * 365) * DAY;
    // Mostly office hours, Beijing time (UTC+8).
    const minuteOfDay = r.int(7 * 60, 22 * 60 + 30) - 8 * 60;
    dates.push(Math.floor(day / DAY) * DAY + minuteOfDay * 60_000);
  }
  dates.sort((a, b) => a - b);

  const allChildren = [...ids.childIds.keys()];

  dates.forEach((publishDate, index) => {
    const id = index + 1;
    const drawn = buildBylines(r, pool, nextExternal);
    let { context, bylines } = withFittingLead(
      buildContext(r, id, publishDate, drawn, pool, fit),
      drawn,
      pool,
      fit,
    );
    let title = composeTitle(context, r);
    for (let attempt = 0; titles.has(title); attempt++) {
      if (attempt > 200) throw new Error(`could not compose a unique title for article ${id}`);
      ({ context, bylines } = withFittingLead(
        buildContext(r, id, publishDate, drawn, pool, fit),
        drawn,
        pool,
        fit,
      ));
      title = composeTitle(context, r);
    }
    titles.add(title);

    const essences = r.chance(0.1);
    const ageDays = (now - publishDate) / DAY;
    // Fresh items have not had time to collect views; featured ones get more.
    const reach = Math.min(1, 0.15 + ageDays / 30);
    const views = Math.max(
      100,
      Math.round((essences ? r.skewed(3000, 50_000, 2) : r.skewed(100, 50_000, 4)) * reach),
    );
    infoArticles.push({
      id,
      title,
      cover: `/media/cover/info-${id}.svg`,
      summary: composeSummary(context, r),
      body_html: composeBody(context, r),
      source: r.weighted(SOURCES),
      publish_date: publishDate,
      essences: essences ? 'T' : 'F',
      bms_auth: r.chance(0.08) ? 1 : 0,
      compile_article: r.chance(0.05) ? 'T' : 'F',
      views,
      comments: Math.round(views * r.float(0.001, 0.012)),
      diggs: Math.round(views * r.float(0.005, 0.04)),
      created_at: publishDate - r.int(10, 3 * 24 * 60) * 60_000,
    });

    bylines.forEach((b, sort) => {
      infoAuthors.push({
        info_id: id,
        sort,
        author_name: b.person.name,
        head_image: b.avatar,
        user_id: b.userId,
      });
    });

    const childId = ids.childIds.get(context.topic.name);
    if (childId === undefined) throw new Error(`unknown subspecialty ${context.topic.name}`);
    const tagIds = [childId];
    const roll = r.next();
    if (roll < 0.5) {
      const parentId = ids.parentIds.get(groupOf(context.topic.name).name);
      if (parentId !== undefined) tagIds.push(parentId);
    } else if (roll < 0.65) {
      const otherId = ids.childIds.get(pickOther(r, allChildren, context.topic.name));
      if (otherId !== undefined && otherId !== childId) tagIds.push(otherId);
    }
    for (const subspecialtyId of tagIds)
      infoSubspecialties.push({ info_id: id, subspecialty_id: subspecialtyId });
  });

  return { infoArticles, infoAuthors, infoSubspecialties };
}
