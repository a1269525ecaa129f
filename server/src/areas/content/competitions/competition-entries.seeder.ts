import { IDENTITY } from '@portal/api/identity';
import { COMPETITION_STATUS, competitionPath } from '@portal/api/rules/competitions';
import type { Insertable } from 'kysely';
import { catalogueStream } from '../../../seed/area-inputs';
import { type AreaSeeder, insertChunks } from '../../../seed/area-seeder';
import type { Rng } from '../../../seed/random';
import { isSurgical } from '../../../seed/vocabulary';
import type { CompetitionEntriesTable } from './schema';

const DAY = 86_400_000;

/** the awards of an ended competition, by rank */
export const AWARDS = ['一等奖', '二等奖', '二等奖', '三等奖', '三等奖', '三等奖'] as const;

/** approved entries a competition shows, by status (0: none, it has not started) */
const ENTRIES_BY_STATUS: Record<number, number> = { 0: 0, 1: 6, 2: 5, 3: 9 };

function rulesOf(code: string, name: string): string {
  const video = code.startsWith('SVC');
  const lines = video
    ? [
        `1. 参赛者须为经平台认证的执业医师，以个人名义参加“${name}”，每人限投1件作品。`,
        '2. 作品须为本人主刀或参与的原创手术视频，时长5秒至10分钟，格式MP4、MOV、WebM、MKV或AVI，不超过200MB。',
        '3. 视频须隐去患者姓名、住院号、面部等可识别信息，如有侵权由参赛者承担责任。',
        '4. 作品提交后由平台转码并审核，审核通过后在比赛页面公开展示，供同行观看与评论。',
        '5. 专家评审团按手术难度（30%）、操作规范（40%）、视频讲解（30%）评分，报名截止后公布结果。',
      ]
    : [
        `1. 参赛者须为经平台认证的执业医师，以个人名义参加“${name}”，每人限投1件作品。`,
        '2. 以视频形式汇报病例（5秒至10分钟），内容包括病史、影像、治疗决策、手术要点与随访。',
        '3. 病例资料须隐去患者可识别信息，影像资料注明来源医院。',
        '4. 作品提交后由平台转码并审核，审核通过后在比赛页面公开展示。',
        '5. 评审按诊疗规范性、病例完整性与学术价值综合评分，优秀病例受邀在年会现场汇报。',
      ];
  return lines.join('\n');
}

/** where entries may be sent, relative to the seed's `now`: only status 2 has an open window */
function windowOf(
  status: number,
  addTime: number,
  now: number,
): { opens: number | null; closes: number | null } {
  switch (status) {
    case COMPETITION_STATUS.notStarted:
      return { opens: now + 10 * DAY, closes: now + 70 * DAY };
    case COMPETITION_STATUS.open:
      return { opens: addTime, closes: now + 90 * DAY };
    case COMPETITION_STATUS.reviewing:
      return { opens: addTime, closes: now - 5 * DAY };
    default:
      return { opens: addTime, closes: addTime + 60 * DAY };
  }
}

function buildEntries(
  r: Rng,
  now: number,
  competitions: readonly { id: number; status: number; add_time: number }[],
  videos: readonly {
    id: number;
    title: string;
    description: string;
    creator_id: number;
    duration: number;
    video_url: string;
  }[],
): Insertable<CompetitionEntriesTable>[] {
  const rows: Insertable<CompetitionEntriesTable>[] = [];
  let next = 0;
  for (const c of competitions) {
    const wanted = ENTRIES_BY_STATUS[c.status] ?? 0;
    const authors = new Set<number>();
    for (let i = 0; i < wanted && next < videos.length; next++) {
      const v = videos[next];
      if (!v || authors.has(v.creator_id)) continue;
      authors.add(v.creator_id);
      const ended = c.status === COMPETITION_STATUS.ended;
      const rank = ended && i < AWARDS.length ? i + 1 : null;
      const added = Number(c.add_time);
      const at = Math.min(now - DAY, added + r.int(1, 20) * DAY + r.int(0, DAY - 1));
      rows.push({
        competition_id: c.id,
        user_id: v.creator_id,
        title: v.title,
        description: v.description,
        state: 'approved',
        source_path: '',
        bytes: 0,
        duration: v.duration,
        video_url: v.video_url,
        short_video_id: v.id,
        award: rank === null ? (ended ? '优秀奖' : '') : (AWARDS[rank - 1] ?? ''),
        award_rank: rank,
        created_at: at,
        updated_at: at,
      });
      i++;
    }
  }
  return rows;
}

/**
 * Competition entries (040-competition-entries): every competition gets its rules and entry window;
 * those past 未开始 show approved entries, which are doctors' short videos already seeded (each
 * video and each doctor once per competition); ended ones have their awards.
 */
export const competitionEntriesSeeder: AreaSeeder = {
  name: 'competition-entries',
  tables: ['competition_entries'],
  sequenceTables: ['competition_entries'],
  async seed(db, context) {
    const r = catalogueStream(context.seed, 'competition-entries');
    const competitions = await db
      .selectFrom('competitions')
      .select(['id', 'name', 'code', 'status', 'add_time'])
      .orderBy('id')
      .execute();
    for (const c of competitions) {
      const window = windowOf(c.status, Number(c.add_time), context.now);
      await db
        .updateTable('competitions')
        .set({
          rules: rulesOf(c.code, c.name),
          entry_opens_at: window.opens,
          entry_closes_at: window.closes,
          competition_url: competitionPath(c.id),
        })
        .where('id', '=', c.id)
        .execute();
    }
    const videos = await db
      .selectFrom('short_videos as v')
      .innerJoin('users as u', 'u.id', 'v.creator_id')
      .select([
        'v.id',
        'v.title',
        'v.description',
        'v.creator_id',
        'v.duration',
        'v.video_url',
        'u.department',
      ])
      .where('u.identity', '=', IDENTITY.doctor)
      .where('v.status', '=', 'published')
      .orderBy('v.id')
      .execute();
    // the rules ask for an operation the entrant performed: surgeons enter
    const rows = buildEntries(
      r,
      context.now,
      competitions,
      videos.filter((v) => isSurgical(v.department)),
    );
    await insertChunks(rows, (chunk) => db.insertInto('competition_entries').values(chunk).execute());
  },
};
