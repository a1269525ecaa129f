import type { DepartmentDynamic } from '@portal/api/contract/department';
import type { PortalDb } from '../../../db/database';
import { isConcealed, publicPerson } from '../../../people/public-person';
import {
  cardKey,
  pageTimeline,
  type Readers,
  readCards,
  type TimelineBranch,
  type TimelineSource,
} from '../../../readers/readers';

/** what the 动态 tab lists: published articles and cases, questions and answers */
const SHOWN = new Set<string>(['article', 'case', 'question', 'answer']);

/**
 * SQLite refuses a compound select of more than 500 terms: the members' branches are unioned in
 * groups of this many, each group a derived table, and the groups unioned.
 */
const BRANCHES_PER_GROUP = 240;

/**
 * What a department's members published, newest first, read as the profile reads a person's
 * dynamics: through the timeline sources the areas registered (`readers.timeline`, their `publish`
 * rows), one branch per member and source, and the owning areas' cards. The brands area reads no
 * content or community table. A member's anonymous questions are left out (listing them under the
 * department would name them), as are the articles of a member anonymous in the article area.
 */
export async function departmentDynamics(
  db: PortalDb,
  readers: Readers,
  departmentId: number,
  viewerId: number | null,
  paging: { pageNo: number; pageSize: number },
): Promise<{ items: DepartmentDynamic[]; total: number }> {
  const members = await db
    .selectFrom('department_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.real_name', 'u.avatar', 'u.identity'])
    .where('m.department_id', '=', departmentId)
    .execute();
  const sources = readers.timeline.filter((s) => s.tab === 'dynamics' && s.action === 'publish');
  const branches: TimelineBranch[] = [];
  for (const member of members)
    for (const source of sources) {
      const branch = source.branch(
        db,
        {
          userId: member.id,
          viewerId,
          own: false,
          articlesConcealed: isConcealed(member, { viewerId, area: 'article' }),
        },
        source.kind,
      );
      if (branch) branches.push(branch);
    }
  const groups: TimelineBranch[] = [];
  for (let i = 0; i < branches.length; i += BRANCHES_PER_GROUP) {
    const [first, ...rest] = branches.slice(i, i + BRANCHES_PER_GROUP);
    if (!first) continue;
    const union = rest.reduce((q, b) => q.unionAll(b), first);
    groups.push(
      db.selectFrom(union.as('g')).select(['g.kind', 'g.ref_id', 'g.time', 'g.at']) as TimelineBranch,
    );
  }
  const { rows, total } = await pageTimeline(db, groups, paging);

  const sourceOf = new Map<string, TimelineSource>(sources.map((s) => [s.kind, s]));
  const refs = rows.flatMap((r) => {
    const source = sourceOf.get(r.kind);
    return source ? [{ kind: source.card, id: r.ref_id }] : [];
  });
  const cards = await readCards(readers, db, refs, viewerId);
  const memberOf = new Map(members.map((m) => [m.id, m]));
  const items = rows.flatMap((r): DepartmentDynamic[] => {
    const source = sourceOf.get(r.kind);
    const card = source && cards.get(cardKey(source.card, r.ref_id));
    if (!card || !SHOWN.has(card.contentType) || card.ownerId === null) return [];
    const author = publicPerson(memberOf.get(card.ownerId), { viewerId, area: card.area });
    return [
      {
        contentType: card.contentType as DepartmentDynamic['contentType'],
        id: card.id,
        title: card.title,
        summary: card.summary,
        cover: card.cover,
        url: card.url,
        time: Number(r.time ?? r.at),
        author: { id: author.id, realName: author.realName, avatarAddress: author.avatar },
      },
    ];
  });
  return { items, total };
}
