import type { RecommendationItem } from '@portal/api/contract/channel';
import { DAILY_RECOMMENDATION_LIMITS } from '@portal/api/rules/channel';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { TtlCache } from '../../../lib/ttl-cache';
import { COURSE_COLUMNS, MEETING_COLUMNS, meetingCard } from '../../meetings/meeting-cards';

/**
 * The article page's daily recommendations: live, then upcoming meetings, then courses; within
 * each, those of the article's channels (its subspecialties' top-level branches) first.
 */
export function createRecommendations(db: PortalDb) {
  const cache = new TtlCache<RecommendationItem[]>(60_000, 500);

  /** the whole branches the article's subspecialties belong to */
  async function relatedIds(infoId: number, articleType: SidebarContentType): Promise<number[]> {
    const tagged =
      articleType === 'U'
        ? await db
            .selectFrom('mp_article_subspecialties')
            .innerJoin('subspecialties', 'subspecialties.id', 'mp_article_subspecialties.subspecialty_id')
            .select(['subspecialties.id', 'subspecialties.parent_id'])
            .where('mp_article_subspecialties.article_id', '=', infoId)
            .execute()
        : await db
            .selectFrom('info_subspecialties')
            .innerJoin('subspecialties', 'subspecialties.id', 'info_subspecialties.subspecialty_id')
            .select(['subspecialties.id', 'subspecialties.parent_id'])
            .where('info_subspecialties.info_id', '=', infoId)
            .execute();
    const roots = [...new Set(tagged.map((s) => s.parent_id ?? s.id))];
    if (roots.length === 0) return [];
    const branch = await db
      .selectFrom('subspecialties')
      .select('id')
      .where((eb) => eb.or([eb('id', 'in', roots), eb('parent_id', 'in', roots)]))
      .execute();
    return branch.map((r) => r.id).sort((a, b) => a - b);
  }

  async function load(related: number[], meetingLimit: number, courseLimit: number) {
    // 0 sorts first: rows of the article's branches. An article without any has no such term (a
    // constant `ORDER BY 0` would name a column by position, which SQLite and PostgreSQL refuse)
    const relatedRank = (column: 'meetings.subspecialty_id' | 'courses.subspecialty_id') =>
      sql<number>`case when ${sql.ref(column)} in (${sql.join(related)}) then 0 else 1 end`;
    const [meetings, courses] = await Promise.all([
      meetingLimit
        ? db
            .selectFrom('meetings')
            .select(MEETING_COLUMNS)
            .where('meetings.publish_status', '=', '1')
            .where('meetings.live_status', 'in', ['LI', 'NS'])
            .orderBy(sql`case when meetings.live_status = 'LI' then 0 else 1 end`)
            .$if(related.length > 0, (q) => q.orderBy(relatedRank('meetings.subspecialty_id')))
            .orderBy('meetings.start_time')
            .orderBy('meetings.id')
            .limit(meetingLimit)
            .execute()
        : [],
      courseLimit
        ? db
            .selectFrom('courses')
            .select(COURSE_COLUMNS)
            .$if(related.length > 0, (q) => q.orderBy(relatedRank('courses.subspecialty_id')))
            .orderBy('courses.views', 'desc')
            .orderBy('courses.id', 'desc')
            .limit(courseLimit)
            .execute()
        : [],
    ]);
    const items: RecommendationItem[] = [
      ...meetings.map((r) => {
        const m = meetingCard(r);
        return {
          type: 'meeting' as const,
          id: m.id,
          meetingName: m.meetingName,
          appMainPic: m.appMainPic,
          titlePic: m.titlePic,
          meetingLiveStatus: m.meetingLiveStatus,
          meetingDateStr: m.meetingDateStr,
          province: m.province,
          city: m.city,
        };
      }),
      ...courses.map((r) => ({
        type: 'ocs_course' as const,
        id: r.id,
        name: r.name,
        cover: r.cover,
        speakerNames: r.speaker_names,
      })),
    ];
    return items;
  }

  return {
    /** limits above spec 9's 10 meetings and 30 courses are cut down to them */
    async daily(query: {
      infoId: number;
      articleType?: SidebarContentType;
      meetingLimit?: number;
      courseLimit?: number;
    }) {
      const meetingLimit = Math.min(
        query.meetingLimit ?? DAILY_RECOMMENDATION_LIMITS.meetings,
        DAILY_RECOMMENDATION_LIMITS.meetings,
      );
      const courseLimit = Math.min(
        query.courseLimit ?? DAILY_RECOMMENDATION_LIMITS.courses,
        DAILY_RECOMMENDATION_LIMITS.courses,
      );
      // an unknown article has no branches and gets the general picks, like an untagged one
      const related = await relatedIds(query.infoId, query.articleType ?? 'I');
      return cache.get(`${related.join(',')}:${meetingLimit}:${courseLimit}`, () =>
        load(related, meetingLimit, courseLimit),
      );
    },
  };
}
