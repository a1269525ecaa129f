import type {
  GuideDetail,
  GuideItem,
  GuideKind,
  InterpretingVideo,
  InterpretingVideoDetail,
} from '@portal/api/contract/guidance';
import type { InfoItem } from '@portal/api/contract/info';
import { infoDetailUrl } from '@portal/api/links';
import type { PortalDb } from '../../../db/database';

export const GUIDE_KIND_NAMES: Record<GuideKind, string> = { guideline: '指南', consensus: '共识' };

const GUIDE_COLUMNS = [
  'guides.id',
  'guides.title',
  'guides.kind',
  'guides.society',
  'guides.year',
  'guides.summary',
  'guides.views',
  'guides.publish_time',
  'subspecialties.id as subspecialty_id',
  'subspecialties.name as subspecialty_name',
] as const;

interface GuideRow {
  id: number;
  title: string;
  kind: GuideKind;
  society: string;
  year: number;
  summary: string;
  views: number;
  publish_time: number;
  subspecialty_id: number | null;
  subspecialty_name: string | null;
}

const VIDEO_COLUMNS = [
  'interpreting_videos.id',
  'interpreting_videos.guide_id',
  'interpreting_videos.video_name',
  'interpreting_videos.cover',
  'interpreting_videos.author_name',
  'interpreting_videos.author_head_image',
  'interpreting_videos.duration',
  'interpreting_videos.views',
  'interpreting_videos.publish_time',
  'interpreting_videos.description',
  'guides.title as guide_title',
] as const;

interface VideoRow {
  id: number;
  guide_id: number;
  video_name: string;
  cover: string;
  author_name: string;
  author_head_image: string;
  duration: number;
  views: number;
  publish_time: number;
  description: string;
  guide_title: string;
}

const toVideo = (r: VideoRow): InterpretingVideo => ({
  id: r.id,
  cover: r.cover,
  videoName: r.video_name,
  publishTime: Number(r.publish_time),
  description: r.description,
  author: { authorName: r.author_name, headImage: r.author_head_image },
  duration: r.duration,
  views: r.views,
  guideId: r.guide_id,
  guideTitle: r.guide_title,
});

const pageOf = (pageNo: number, pageSize: number) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

export function createGuidanceRepository(db: PortalDb) {
  const guides = () =>
    db.selectFrom('guides').leftJoin('subspecialties', 'subspecialties.id', 'guides.subspecialty_id');
  const videos = () =>
    db.selectFrom('interpreting_videos').innerJoin('guides', 'guides.id', 'interpreting_videos.guide_id');

  async function decorateGuides(rows: GuideRow[]): Promise<GuideItem[]> {
    if (rows.length === 0) return [];
    const counts = await db
      .selectFrom('interpreting_videos')
      .select((eb) => ['guide_id', eb.fn.countAll<number | string>().as('n')])
      .where(
        'guide_id',
        'in',
        rows.map((r) => r.id),
      )
      .groupBy('guide_id')
      .execute();
    const countOf = new Map(counts.map((c) => [c.guide_id, Number(c.n)]));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind,
      kindName: GUIDE_KIND_NAMES[r.kind],
      society: r.society,
      year: r.year,
      subspecialty:
        r.subspecialty_id !== null && r.subspecialty_name !== null
          ? { id: r.subspecialty_id, name: r.subspecialty_name }
          : null,
      summary: r.summary,
      views: r.views,
      publishTime: Number(r.publish_time),
      videoCount: countOf.get(r.id) ?? 0,
    }));
  }

  async function guideItem(id: number): Promise<GuideItem | null> {
    const row = await guides().select(GUIDE_COLUMNS).where('guides.id', '=', id).executeTakeFirst();
    if (!row) return null;
    const [item] = await decorateGuides([row]);
    return item ?? null;
  }

  async function videosOfGuide(guideId: number): Promise<InterpretingVideo[]> {
    const rows = await videos()
      .select(VIDEO_COLUMNS)
      .where('interpreting_videos.guide_id', '=', guideId)
      .orderBy('interpreting_videos.publish_time', 'desc')
      .orderBy('interpreting_videos.id', 'desc')
      .execute();
    return rows.map(toVideo);
  }

  return {
    async list(query: { pageNo: number; pageSize: number; kind?: GuideKind; subspecialtyId?: number }) {
      let filtered = guides();
      if (query.kind) filtered = filtered.where('guides.kind', '=', query.kind);
      if (query.subspecialtyId)
        filtered = filtered.where('guides.subspecialty_id', '=', query.subspecialtyId);
      const { limit, offset } = pageOf(query.pageNo, query.pageSize);
      const [count, rows] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        filtered
          .select(GUIDE_COLUMNS)
          .orderBy('guides.publish_time', 'desc')
          .orderBy('guides.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { items: await decorateGuides(rows), totalCount: Number(count.total) };
    },

    async detail(id: number): Promise<(Omit<GuideDetail, 'content'> & { bodyHtml: string }) | null> {
      const [item, body, list] = await Promise.all([
        guideItem(id),
        db.selectFrom('guides').select('body_html').where('id', '=', id).executeTakeFirst(),
        videosOfGuide(id),
      ]);
      if (!item || !body) return null;
      return { ...item, videos: list, bodyHtml: body.body_html };
    },

    async videoList(query: { pageNo: number; pageSize: number; guideId?: number }) {
      let filtered = videos();
      if (query.guideId) filtered = filtered.where('interpreting_videos.guide_id', '=', query.guideId);
      const { limit, offset } = pageOf(query.pageNo, query.pageSize);
      const [count, rows] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        filtered
          .select(VIDEO_COLUMNS)
          .orderBy('interpreting_videos.publish_time', 'desc')
          .orderBy('interpreting_videos.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { items: rows.map(toVideo), totalCount: Number(count.total) };
    },

    async videoDetail(id: number): Promise<InterpretingVideoDetail | null> {
      const row = await videos()
        .select([...VIDEO_COLUMNS, 'interpreting_videos.video_url'])
        .where('interpreting_videos.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const guide = await guideItem(row.guide_id);
      if (!guide) return null;
      return { ...toVideo(row), videoUrl: row.video_url, guide };
    },

    /**
     * Compiled foreign literature: the info articles flagged compile_article 'T', newest first,
     * in the info list's item shape (links to /info/detail).
     */
    async compileList(query: { pageNo: number; pageSize: number }) {
      const compiled = db.selectFrom('info_articles').where('compile_article', '=', 'T');
      const { limit, offset } = pageOf(query.pageNo, query.pageSize);
      const [count, rows] = await Promise.all([
        compiled.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        compiled
          .select([
            'id',
            'title',
            'cover',
            'summary',
            'publish_date',
            'essences',
            'bms_auth',
            'compile_article',
            'views',
            'comments',
            'diggs',
          ])
          .orderBy('publish_date', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      const ids = rows.map((r) => r.id);
      const [authors, subs] = ids.length
        ? await Promise.all([
            db
              .selectFrom('info_authors')
              .select(['info_id', 'author_name', 'head_image', 'user_id'])
              .where('info_id', 'in', ids)
              .orderBy('info_id')
              .orderBy('sort')
              .execute(),
            db
              .selectFrom('info_subspecialties')
              .innerJoin('subspecialties', 'subspecialties.id', 'info_subspecialties.subspecialty_id')
              .select(['info_subspecialties.info_id', 'subspecialties.id', 'subspecialties.name'])
              .where('info_subspecialties.info_id', 'in', ids)
              .orderBy('subspecialties.sort')
              .execute(),
          ])
        : [[], []];
      const items: InfoItem[] = rows.map((r) => {
        const authorList = authors
          .filter((a) => a.info_id === r.id)
          .map((a) => ({ authorName: a.author_name, headImage: a.head_image, userId: a.user_id }));
        return {
          infoId: r.id,
          infoImg: r.cover,
          infoTitle: r.title,
          essences: r.essences,
          publishDate: Number(r.publish_date),
          authorList,
          authorNames: authorList.map((a) => a.authorName).join('、'),
          searchDescription: r.summary,
          bmsAuth: r.bms_auth,
          compileArticle: r.compile_article,
          subspecialtys: subs.filter((s) => s.info_id === r.id).map((s) => ({ id: s.id, name: s.name })),
          showViews: r.views,
          showComments: r.comments,
          showDiggs: r.diggs,
          url: infoDetailUrl(r.id),
        };
      });
      return { items, totalCount: Number(count.total) };
    },
  };
}
