import { insertArticle } from '../areas/content/index';
import type { PortalDb } from '../db/database';

let n = 0;

/** A published article (unless told otherwise) by `creatorId`. */
export function makeArticle(
  db: PortalDb,
  creatorId: number,
  overrides: Partial<{
    type: 'article' | 'case';
    status: 'published' | 'pending' | 'draft';
    title: string;
    body: string;
    publishTime: number;
    subspecialtyIds: number[];
  }> = {},
): Promise<number> {
  n += 1;
  const t = overrides.publishTime ?? Date.UTC(2026, 9, 1) + n * 60_000;
  return insertArticle(
    db,
    {
      type: overrides.type ?? 'article',
      status: overrides.status ?? 'published',
      creator_id: creatorId,
      title: overrides.title ?? `胶质瘤术后管理经验 ${n}`,
      description: '术后影像随访与康复要点',
      cover: `/media/cover/${n}.svg`,
      images: JSON.stringify([`/media/cover/${n}.svg`]),
      publish_time: t,
      views: 0,
      comments: 0,
      diggs: 0,
      favorites: 0,
      essences: 'F',
      bms_auth: 0,
      created_at: t,
      body_html: overrides.body ?? '<h2>病例资料</h2><p>患者男，45岁。</p>',
    },
    overrides.subspecialtyIds ?? [],
  );
}

/** A news item (资讯) with its title and what else a test names; the rest a plain item's. */
export async function makeInfo(
  db: PortalDb,
  fields: { title: string; publishDate: number } & Partial<{
    cover: string;
    summary: string;
    source: string;
    views: number;
    createdAt: number;
  }>,
): Promise<number> {
  const row = await db
    .insertInto('info_articles')
    .values({
      title: fields.title,
      cover: fields.cover ?? '',
      summary: fields.summary ?? '',
      body_html: '<p>正文</p>',
      source: fields.source ?? '',
      publish_date: fields.publishDate,
      essences: 'F',
      bms_auth: 0,
      compile_article: 'F',
      views: fields.views ?? 0,
      comments: 0,
      diggs: 0,
      created_at: fields.createdAt ?? fields.publishDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
