import type {
  GuideDetail,
  GuideItem,
  GuideKind,
  InterpretingVideo,
  InterpretingVideoDetail,
} from '@portal/api/contract/guidance';
import type { PortalDb } from '../../../db/database';
import { readInfoItems } from '../info/info.repository';

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

const guidesQuery = (db: PortalDb) =>
  db.selectFrom('guides').leftJoin('subspecialties', 'subspecialties.id', 'guides.subspecialty_id');
const videosQuery = (db: PortalDb) =>
  db.selectFrom('interpreting_videos').innerJoin('guides', 'guides.id', 'interpreting_videos.guide_id');

/** list items of these guide rows, with their interpreting videos counted in one query */
async function decorateGuides(db: PortalDb, rows: GuideRow[]): Promise<GuideItem[]> {
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

/** in the order of `ids`, leaving out ids without a row */
function inOrder<T extends { id: number }>(ids: readonly number[], items: readonly T[]): Map<number, T> {
  const byId = new Map(items.map((i) => [i.id, i]));
  const out = new Map<number, T>();
  for (const id of ids) {
    const item = byId.get(id);
    if (item) out.set(id, item);
  }
  return out;
}

/**
 * Guides as every list shows them (subspecialty, interpreting videos counted), by id; an id
 * without a guide is left out. The one reader of guides: the list, the detail and the search
 * results and documents take them from here.
 */
export async function readGuideItems(db: PortalDb, ids: readonly number[]): Promise<Map<number, GuideItem>> {
  if (ids.length === 0) return new Map();
  const rows = await guidesQuery(db).select(GUIDE_COLUMNS).where('guides.id', 'in', ids).execute();
  return inOrder(ids, await decorateGuides(db, rows));
}

/**
 * Interpreting videos as every list shows them (with their guide's title), by id; an id without
 * a video is left out. The one reader of interpreting videos by id (the lists page their rows).
 */
export async function readInterpretingVideos(
  db: PortalDb,
  ids: readonly number[],
): Promise<Map<number, InterpretingVideo>> {
  if (ids.length === 0) return new Map();
  const rows = await videosQuery(db)
    .select(VIDEO_COLUMNS)
    .where('interpreting_videos.id', 'in', ids)
    .execute();
  return inOrder(ids, rows.map(toVideo));
}

export function createGuidanceRepository(db: PortalDb) {
  const guides = () => guidesQuery(db);
  const videos = () => videosQuery(db);

  async function guideItem(id: number): Promise<GuideItem | null> {
    return (await readGuideItems(db, [id])).get(id) ?? null;
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
      return { items: await decorateGuides(db, rows), totalCount: Number(count.total) };
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
          .select('id')
          .orderBy('publish_date', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      const items = await readInfoItems(
        db,
        rows.map((r) => r.id),
      );
      return { items: [...items.values()], totalCount: Number(count.total) };
    },
  };
}
