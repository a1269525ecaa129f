import type { RecommendationItem } from '@portal/api/contract/channel';
import { DAILY_RECOMMENDATION_LIMITS } from '@portal/api/rules/channel';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import type { PortalDb } from '../../../db/database';
import { TtlCache } from '../../../lib/ttl-cache';
import type { Readers } from '../../../readers/readers';

/**
 * The article page's daily recommendations: live, then upcoming meetings, then courses; within
 * each, those of the article's channels (its subspecialties' top-level branches) first. The
 * meetings and courses are the meetings area's, read through its reader.
 */
export function createRecommendations(db: PortalDb, readers: Readers) {
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

  const load = (related: number[], meetings: number, courses: number) =>
    readers.recommendations(db, related, { meetings, courses });

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
