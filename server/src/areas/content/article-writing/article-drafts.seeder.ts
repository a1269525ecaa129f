import { storedTypeOf, WRITING_KINDS, type WritingKind } from '@portal/api/rules/article-writing';
import { sanitizeUserRichText } from '../../../content-safety/sanitize';
import type { AreaSeeder } from '../../../seed/area-seeder';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';

const HOUR = 3_600_000;

/** the verified demo doctor, whose drafts page the demo opens */
const AUTHOR_MOBILE = DEMO_ACCOUNTS[0]!.mobile;

interface SeededDraft {
  kind: WritingKind;
  title: string;
  summary: string;
  body: string;
  /** hours before the seed's now it was last saved */
  savedHoursAgo: number;
}

const DRAFTS: readonly SeededDraft[] = [
  {
    kind: WRITING_KINDS.case,
    title: '右侧桥小脑角区听神经瘤经乙状窦后入路切除一例',
    summary: '术中面神经监测下全切肿瘤，面神经功能保留良好',
    body:
      '<h2>主诉</h2><p>右耳听力下降2年，行走不稳3个月。</p>' +
      '<h2>现病史</h2><p>患者张某某，男，52岁，2年前无明显诱因出现右耳听力下降，近3个月行走不稳。</p>' +
      '<h2>影像学检查</h2><p>MRI示右侧桥小脑角区占位，大小约3.2cm×2.8cm，增强扫描明显不均匀强化。</p>' +
      '<h2>诊断</h2><p>右侧听神经瘤（Koos IV级）。</p>' +
      '<h2>治疗 / 手术</h2><p>（待补充手术要点）</p>',
    savedHoursAgo: 2,
  },
  {
    kind: WRITING_KINDS.article,
    title: '高级别胶质瘤术后同步放化疗的时机选择',
    summary: '',
    body: '<p>术后4周内开始同步放化疗是目前多数指南的推荐……</p><h2>一、循证依据</h2><p>（草稿）</p>',
    savedHoursAgo: 26,
  },
  {
    kind: WRITING_KINDS.popularScience,
    title: '脑动脉瘤是什么？写给患者和家属的几点说明',
    summary: '用通俗的话讲清楚动脉瘤的发现、随访与治疗',
    body:
      '<p>很多人在体检做头部CT或磁共振时，意外发现了“脑动脉瘤”。</p>' +
      '<h2>动脉瘤会破吗？</h2><p>大多数体积小的未破裂动脉瘤破裂风险较低，需要医生结合大小、位置等综合判断。</p>',
    savedHoursAgo: 72,
  },
];

/**
 * A few drafts of the verified demo doctor (issue 23), so the drafts page of the demo is not empty:
 * a case with its sections half written, an article and a piece of popular science. Private,
 * unpublished, version 1 as if saved once from the editor.
 */
export const articleDraftsSeeder: AreaSeeder = {
  name: 'article-drafts',
  tables: ['mp_article_writing'],
  // ids given explicitly after the seeded articles: PostgreSQL's sequence moves past them after
  // every seeder has run, so a row without an id would take one of theirs
  sequenceTables: ['mp_articles'],
  async seed(db, { now }) {
    const author = await db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', AUTHOR_MOBILE)
      .executeTakeFirst();
    if (!author) return;
    const last = await db
      .selectFrom('mp_articles')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    let nextId = Number(last?.id ?? 0);
    for (const draft of DRAFTS) {
      nextId += 1;
      const at = now - draft.savedHoursAgo * HOUR;
      const { id } = await db
        .insertInto('mp_articles')
        .values({
          id: nextId,
          type: storedTypeOf(draft.kind),
          status: 'draft',
          creator_id: author.id,
          title: draft.title,
          description: draft.summary,
          cover: '',
          images: '[]',
          publish_time: at,
          views: 0,
          comments: 0,
          diggs: 0,
          favorites: 0,
          essences: 'F',
          bms_auth: 0,
          created_at: at,
          body_html: sanitizeUserRichText(draft.body),
          paragraphs: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('mp_article_writing')
        .values({
          article_id: id,
          kind: draft.kind,
          version: 1,
          watermark: 'F',
          updated_at: at,
        })
        .execute();
    }
  },
};
