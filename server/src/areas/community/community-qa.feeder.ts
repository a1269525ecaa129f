import { jumpUrl } from '@portal/api/jump-rules';
import { SEARCH_TABS } from '@portal/api/rules/search';
import { type PersonRow, publicPerson } from '../../people/public-person';
import {
  BODY_INDEX_CHARS,
  excerpt,
  type Feeder,
  groupBy,
  idsAfter,
  plainText,
  type SearchObjects,
  sourceLines,
  sourceText,
  toDocument,
} from '../../search/feeder';

/**
 * A question's answers are what people search for as much as its title, so they join the body;
 * each is cut like any long body, and the whole stays bounded for the busiest questions.
 */
const QA_BODY_CHARS = 6 * BODY_INDEX_CHARS;

/** the asker as anyone may see them: hidden by choice (isHideCreator) or by identity */
const asker = (r: PersonRow & { user_id: number; is_hide_creator: string }) =>
  publicPerson({ ...r, id: r.user_id }, { area: 'community', hidden: r.is_hide_creator === 'T' });

/** Community questions (tab 14), published ones, found by their own text and their answers'. */

/** answers of a question the assistant reads with it */
const ANSWERS_QUOTED = 5;

export const communityQaFeeder: Feeder<'community_qa'> = {
  type: 'community_qa',
  popularity: { table: 'community_questions', column: 'views' },

  ids: idsAfter('community_questions', (eb) => eb('status', '=', 'published')),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const [rows, answers] = await Promise.all([
      db
        .selectFrom('community_questions')
        .innerJoin('users', 'users.id', 'community_questions.creator_id')
        .select([
          'community_questions.id',
          'community_questions.title',
          'community_questions.text',
          'community_questions.is_hide_creator',
          'community_questions.essences',
          'community_questions.subspecialty_id',
          'community_questions.views',
          'community_questions.publish_time',
          'users.id as user_id',
          'users.real_name',
          'users.avatar',
          'users.identity',
        ])
        .where('community_questions.id', 'in', ids)
        .where('community_questions.status', '=', 'published')
        .execute(),
      db
        .selectFrom('community_answers')
        .select(['question_id', 'text'])
        .where('question_id', 'in', ids)
        .where('status', '=', 'published')
        .orderBy('question_id')
        .orderBy('id')
        .execute(),
    ]);
    const answersOf = groupBy(answers, (a) => a.question_id);
    return rows.map((r) => {
      const answerText = (answersOf.get(r.id) ?? []).map((a) => plainText(a.text)).join(' ');
      return toDocument(analyzer, {
        type: 'community_qa',
        refId: r.id,
        tabs: [SEARCH_TABS.qa],
        title: r.title,
        body: `${r.text} ${answerText}`.slice(0, QA_BODY_CHARS),
        // an asker who hid their name, or an anonymous one, is not findable by it
        author: asker(r).anonymous ? '' : r.real_name,
        publishTime: Number(r.publish_time),
        views: r.views,
        essences: r.essences,
        subspecialtyIds: r.subspecialty_id ? [r.subspecialty_id] : [],
      });
    });
  },

  async objects(db, ids) {
    const out: SearchObjects<'community_qa'> = new Map();
    if (ids.length === 0) return out;
    const [rows, answers] = await Promise.all([
      db
        .selectFrom('community_questions')
        .innerJoin('users', 'users.id', 'community_questions.creator_id')
        .select([
          'community_questions.id',
          'community_questions.title',
          'community_questions.text',
          'community_questions.creator_id',
          'community_questions.is_hide_creator',
          'community_questions.answers',
          'community_questions.views',
          'community_questions.essences',
          'community_questions.publish_time',
          'users.id as user_id',
          'users.real_name',
          'users.avatar',
          'users.identity',
        ])
        .where('community_questions.id', 'in', ids)
        .execute(),
      // best first: the top answer, then the most liked, then the earliest
      db
        .selectFrom('community_answers')
        .innerJoin('users', 'users.id', 'community_answers.creator_id')
        .select([
          'community_answers.id',
          'community_answers.question_id',
          'community_answers.text',
          'community_answers.diggs',
          'users.id as user_id',
          'users.real_name',
          'users.avatar',
          'users.identity',
        ])
        .where('community_answers.question_id', 'in', ids)
        .where('community_answers.status', '=', 'published')
        .orderBy('community_answers.question_id')
        .orderBy('community_answers.is_top', 'desc')
        .orderBy('community_answers.diggs', 'desc')
        .orderBy('community_answers.id')
        .execute(),
    ]);
    const answersOf = groupBy(answers, (a) => a.question_id);
    for (const r of rows) {
      const best = answersOf.get(r.id)?.[0];
      out.set(r.id, {
        type: 'community_qa',
        community_qa: {
          id: r.id,
          title: r.title,
          text: excerpt(r.text),
          creator: asker(r).anonymous
            ? null
            : { id: r.creator_id, realName: r.real_name, avatarAddress: r.avatar },
          answers: r.answers,
          views: r.views,
          essences: r.essences,
          publishTime: Number(r.publish_time),
          bestAnswer: best
            ? {
                id: best.id,
                text: excerpt(best.text),
                authorName: publicPerson({ ...best, id: best.user_id }, { area: 'community' }).realName,
                diggs: best.diggs,
              }
            : null,
        },
      });
    }
    return out;
  },

  /** the question's answers are its text (the question asks; its answers answer) */
  async sourceTexts(db, ids) {
    if (ids.length === 0) return [];
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
      url: jumpUrl({ type: 'community_question', id: q.id }) ?? '',
      text: sourceLines(
        ...answers
          .filter((a) => a.question_id === q.id)
          .slice(0, ANSWERS_QUOTED)
          .map((a) => sourceText(a.text)),
      ),
    }));
  },
};
