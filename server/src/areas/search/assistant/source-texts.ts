import { elabCaseUrl, infoDetailUrl, interpretingVideoUrl, questionHomeUrl } from '@portal/api/links';
import type { PortalDb } from '../../../db/database';
import { readStoredBlocks } from '../../content/articles/paragraph-blocks';
import { visibleMeeting } from '../../content/channel/channel.repository';
import { guideUrl } from '../../content/panoramic-guidance/guide.feeder';
import type { SourceText } from './compose';

/** how much of one source is read: long bodies state their point early, and this bounds the work */
const SOURCE_CHARS = 4000;
/** answers of a question read with it */
const ANSWERS_PER_QUESTION = 5;

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Text of stored (sanitized) HTML with its block ends kept as line breaks, so a heading or a
 * list item without a full stop still ends a sentence.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/blockquote|\/figcaption)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .slice(0, SOURCE_CHARS);
}

const lines = (...parts: readonly (string | null | undefined)[]) =>
  parts.filter((p): p is string => Boolean(p?.trim())).join('\n');

type Loader = (db: PortalDb, ids: readonly number[]) => Promise<SourceText[]>;

/**
 * Where the assistant reads each text-bearing search type, with the URL the search card of that
 * type opens. Types without a loader (users, courses) are never retrieved.
 */
const LOADERS: Record<string, Loader> = {
  async info(db, ids) {
    const rows = await db
      .selectFrom('info_articles')
      .select(['id', 'title', 'summary', 'body_html'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      type: 'info',
      id: r.id,
      title: r.title,
      url: infoDetailUrl(r.id),
      text: lines(r.summary, htmlText(r.body_html)),
    }));
  },

  async mp_article(db, ids) {
    const rows = await db
      .selectFrom('mp_articles')
      .select(['id', 'title', 'description', 'body_html', 'paragraphs'])
      .where('id', 'in', ids)
      .where('status', '=', 'published')
      .execute();
    return rows.map((r) => {
      const blocks = readStoredBlocks(r.paragraphs);
      const body = blocks
        ? blocks
            .filter((b) => b.type === 'txt' || b.type === 'title')
            .map((b) => b.text ?? '')
            .join('\n')
        : htmlText(r.body_html);
      return {
        type: 'mp_article',
        id: r.id,
        title: r.title,
        url: `/case/detail-ugc?id=${r.id}`,
        text: lines(r.description, body),
      };
    });
  },

  async guide(db, ids) {
    const rows = await db
      .selectFrom('guides')
      .select(['id', 'title', 'kind', 'subspecialty_id', 'summary', 'body_html'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      type: 'guide',
      id: r.id,
      title: r.title,
      url: guideUrl(r.kind, r.subspecialty_id),
      text: lines(r.summary, htmlText(r.body_html)),
    }));
  },

  async elab(db, ids) {
    const rows = await db
      .selectFrom('elab_cases')
      .select(['id', 'case_name', 'share_desc', 'body_html'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      type: 'elab',
      id: r.id,
      title: r.case_name,
      url: elabCaseUrl(r.id),
      text: lines(r.share_desc, htmlText(r.body_html)),
    }));
  },

  async interpreting_video(db, ids) {
    const rows = await db
      .selectFrom('interpreting_videos')
      .select(['id', 'video_name', 'description'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      type: 'interpreting_video',
      id: r.id,
      title: r.video_name,
      url: interpretingVideoUrl(r.id),
      text: r.description,
    }));
  },

  async community_qa(db, ids) {
    const [questions, answers] = await Promise.all([
      db
        .selectFrom('community_questions')
        .select(['id', 'title', 'text'])
        .where('id', 'in', ids)
        .where('status', '=', 'published')
        .execute(),
      db
        .selectFrom('community_answers')
        .select(['question_id', 'text'])
        .where('question_id', 'in', ids)
        .where('status', '=', 'published')
        .orderBy('is_top', 'desc')
        .orderBy('diggs', 'desc')
        .orderBy('id')
        .execute(),
    ]);
    return questions.map((q) => ({
      type: 'community_qa',
      id: q.id,
      title: q.title,
      url: questionHomeUrl(q.id),
      // the question's own text asks; its answers answer
      text: lines(
        ...answers
          .filter((a) => a.question_id === q.id)
          .slice(0, ANSWERS_PER_QUESTION)
          .map((a) => htmlText(a.text)),
      ),
    }));
  },

  async meeting(db, ids) {
    const [meetings, agendas] = await Promise.all([
      db
        .selectFrom('meetings')
        .select(['meetings.id', 'meetings.meeting_name'])
        .where('meetings.id', 'in', ids)
        .where(visibleMeeting)
        .execute(),
      db
        .selectFrom('meeting_agendas')
        .select(['meeting_id', 'theme', 'summary'])
        .where('meeting_id', 'in', ids)
        .orderBy('sort')
        .execute(),
    ]);
    return meetings.map((m) => ({
      type: 'meeting',
      id: m.id,
      title: m.meeting_name,
      url: `/meeting/detail?id=${m.id}`,
      text: lines(...agendas.filter((a) => a.meeting_id === m.id).map((a) => a.summary)),
    }));
  },
};

/** the search types the assistant reads, best first when scores tie */
export const TEXT_TYPES = Object.keys(LOADERS);

/** The texts of these documents, in the order given; gone or hidden ones are left out. */
export async function loadSourceTexts(
  db: PortalDb,
  docs: readonly { type: string; refId: number }[],
): Promise<SourceText[]> {
  const idsByType = new Map<string, number[]>();
  for (const doc of docs) {
    if (LOADERS[doc.type]) idsByType.set(doc.type, [...(idsByType.get(doc.type) ?? []), doc.refId]);
  }
  const loaded = new Map<string, SourceText>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const loader = LOADERS[type] as Loader;
      for (const text of await loader(db, ids)) loaded.set(`${text.type}:${text.id}`, text);
    }),
  );
  return docs
    .map((doc) => loaded.get(`${doc.type}:${doc.refId}`))
    .filter((text): text is SourceText => text !== undefined);
}
