import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { PortalDb } from '../../../db/database';
import type { SeedUser } from '../../../seed/area-inputs';
import { insertChunks } from '../../../seed/area-seeder';
import { pickDistinct, type Rng } from '../../../seed/random';
import { ANSWER_DIGG_TARGET } from '../reading/community-read.repository';
import { ANSWER_COMMENT_TARGET } from './answer-engagement.routes';

const HOUR = 3_600_000;

/** what doctors say under an answer: thanks, a follow-up question, their own practice */
const COMMENT_LINES = [
  '感谢分享，思路很清晰。',
  '请问术后复查的时间点您一般怎么安排？',
  '我们中心的做法类似，但会先做一次多学科讨论。',
  '这个病例如果合并高血压，围手术期血压目标您建议控制在多少？',
  '受教了，特别是关于入路选择的部分。',
  '同意，影像随访非常关键。',
  '能否分享一下术中电生理监测的参数设置？',
  '基层医院条件有限，这种情况建议尽早转诊吗？',
  '很实用的经验，收藏了。',
  '对于高龄患者，您会放宽保守治疗的指征吗？',
  '文中提到的量表评估，我们科也在用，效果不错。',
  '补充一点：术前需要评估凝血功能和抗血小板药物的使用情况。',
  '请问这类患者术后癫痫预防用药一般维持多久？',
  '最新的指南对此有更新，建议结合一起看。',
  '讲得很透彻，对年轻医生很有帮助。',
  '有没有相关的文献推荐？想深入学习一下。',
  '我们遇到过类似病例，最后选择了分期手术。',
  '术后康复介入的时机也很重要，赞同作者观点。',
  '想请教一下，复发后再次手术的风险怎么评估？',
  '这个回答解决了我的疑问，谢谢！',
];

/** replies under a comment */
const REPLY_LINES = [
  '一般术后3个月、6个月、1年各复查一次，之后每年一次。',
  '是的，我们也是这样做的。',
  '可以参考最新的专家共识。',
  '这个要看具体情况，建议结合影像和症状综合判断。',
  '谢谢补充！',
  '同问，期待作者回复。',
  '我们通常维持1到3个月，无发作再逐渐减量。',
  '有条件的话建议多学科会诊。',
];

/**
 * Likes, collects and comments of the seeded answers (published ones under published questions):
 * comments with replies by doctors and others, likes of comments with their rows, some answers
 * liked and collected by portal users. Counters agree with the rows they own (`comments` of an
 * answer, `diggs` of a comment); an answer's `diggs` is its history, at least its rows.
 */
export async function seedAnswerEngagement(db: PortalDb, r: Rng, now: number, users: readonly SeedUser[]) {
  const answers = await db
    .selectFrom('community_answers as a')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .select(['a.id', 'a.creator_id', 'a.publish_time', 'a.diggs'])
    .where('a.status', '=', 'published')
    .where('q.status', '=', 'published')
    .orderBy('a.id')
    .execute();
  const people = users.filter((u) => u.identity !== null);
  if (answers.length === 0 || people.length < 2) return;

  const last = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let nextId = Number(last?.id ?? 0) + 1;
  type Row = {
    id: number;
    target_type: string;
    target_id: number;
    parent_id: number | null;
    reply_to_user_id: number | null;
    user_id: number;
    text: string;
    diggs: number;
    created_at: number;
  };
  const comments: Row[] = [];
  const commentDiggs: { comment_id: number; user_id: number }[] = [];
  const answerDiggs: { target_type: string; target_id: number; user_id: number }[] = [];
  const collects: { user_id: number; content_type: number; content_id: number; created_at: number }[] = [];
  const perAnswer = new Map<number, number>();

  for (const a of answers) {
    const published = Number(a.publish_time);
    const after = (from: number) => Math.min(now, from + r.skewed(1, 24 * 30) * HOUR);
    const tops = r.chance(0.45) ? r.skewed(1, 8) : 0;
    const before = comments.length;
    for (let i = 0; i < tops; i++) {
      const author = r.pick(people);
      const top: Row = {
        id: nextId++,
        target_type: ANSWER_COMMENT_TARGET,
        target_id: a.id,
        parent_id: null,
        reply_to_user_id: null,
        user_id: author.id,
        text: r.pick(COMMENT_LINES),
        diggs: 0,
        created_at: after(published),
      };
      comments.push(top);
      // replies: often the answer's author, sometimes others, a reply to a reply naming whom it answers
      const replies = r.chance(0.35) ? r.int(1, 4) : 0;
      let previous = top;
      for (let j = 0; j < replies; j++) {
        const byAuthor = j === 0 && r.chance(0.6);
        const replier = byAuthor ? a.creator_id : r.pick(people).id;
        const answersReply = previous !== top && r.chance(0.5);
        const reply: Row = {
          id: nextId++,
          target_type: ANSWER_COMMENT_TARGET,
          target_id: a.id,
          parent_id: top.id,
          reply_to_user_id: answersReply ? previous.user_id : null,
          user_id: replier,
          text: r.pick(REPLY_LINES),
          diggs: 0,
          created_at: after(previous.created_at),
        };
        comments.push(reply);
        previous = reply;
      }
    }
    perAnswer.set(a.id, comments.length - before);

    // some portal users' own likes and collects (the history count stays the larger)
    const likers = pickDistinct(r, people, Math.min(a.diggs, r.chance(0.3) ? r.int(1, 5) : 0));
    for (const u of likers)
      answerDiggs.push({ target_type: ANSWER_DIGG_TARGET, target_id: a.id, user_id: u.id });
    if (r.chance(0.12))
      for (const u of pickDistinct(r, people, r.int(1, 3)))
        collects.push({
          user_id: u.id,
          content_type: COLLECT_TYPES.communityAnswer,
          content_id: a.id,
          created_at: after(published),
        });
  }
  for (const c of comments)
    if (r.chance(0.3))
      for (const u of pickDistinct(r, people, r.int(1, 4))) {
        commentDiggs.push({ comment_id: c.id, user_id: u.id });
        c.diggs += 1;
      }

  await insertChunks(comments, (rows) => db.insertInto('comments').values(rows).execute());
  await insertChunks(commentDiggs, (rows) => db.insertInto('comment_diggs').values(rows).execute());
  await insertChunks(answerDiggs, (rows) => db.insertInto('content_diggs').values(rows).execute());
  await insertChunks(collects, (rows) => db.insertInto('collections').values(rows).execute());
  for (const [id, n] of perAnswer)
    if (n > 0) await db.updateTable('community_answers').set({ comments: n }).where('id', '=', id).execute();
}
