import { beijingDateTime } from '@portal/api/beijing-time';
import type {
  Activity,
  AnswerDetail,
  AnswerItem,
  Circle,
  CommunityPerson,
  FeedItem,
  QuestionDetail,
  Topic,
} from '@portal/api/contract/community';
import { communityEndpoints } from '@portal/api/endpoints/community';
import { ANONYMOUS_NAME, isAnonymousIdentity } from '@portal/api/identity';
import { answerHomeUrl, questionHomeUrl } from '@portal/api/links';
import {
  activityPage,
  answerPage,
  circlePage,
  homePage,
  homePageBare,
  questionPage,
  topicPage,
} from '@portal/api/pages/community';
import { COMMUNITY_LIMITS } from '@portal/api/rules/community';
import { SITE_NAME, WIDE_PAGE_STYLE } from '../../../web/page-document';
import { type BodyBlock, escapeHtml, htmlBlocks, pageText } from '../../../web/page-html';
import { isoTime, itemListLd, SITE_PUBLISHER } from '../../../web/page-ld';
import { answerOf, issuedOnce, type PageContext, type PageRenderer, type PageView } from '../../../web/pages';

/**
 * The community's public pages as HTML (issue 24): the home (CollectionPage of its feed's first
 * page), the question (QAPage with its most liked answers), the answer (an Answer under its
 * Question), the topic and the circle (CollectionPage) and the activity (Event). Their first data is the detail call the screen makes (`@portal/api/pages/community`), answered for the visitor, so an
 * anonymous asker or answerer is as anonymous here as in the API; and beyond the API, a hidden
 * asker is 匿名用户 in the HTML even to themself, like the content area's anonymous authors.
 */

const MAX_BLOCKS = 200;

/** the name the page may say: none for nobody, 匿名用户 for a hidden or anonymous person */
function shownName(person: CommunityPerson, hidden: boolean): string {
  if (hidden || person.id === 0 || isAnonymousIdentity(person.identity, 'community'))
    return person.realName ? ANONYMOUS_NAME : '';
  return person.realName;
}

const personLd = (name: string) => (name ? { author: { '@type': 'Person', name } } : {});

const paragraphs = (blocks: readonly BodyBlock[]) =>
  blocks
    .slice(0, MAX_BLOCKS)
    .flatMap((block) => ('text' in block ? [`<p>${escapeHtml(block.text)}</p>`] : []))
    .join('');

const textOf = (blocks: readonly BodyBlock[]) =>
  blocks.flatMap((b) => ('text' in b ? [b.text] : [])).join(' ');

/** plain text as paragraphs: one per line */
const plainBlocks = (text: string): BodyBlock[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ text: line }));

const idOf = (input: unknown) => Number((input as { id: unknown }).id);

function answerLd(answer: AnswerItem, context: PageContext) {
  const text = textOf(htmlBlocks(answer.text));
  return {
    '@type': 'Answer',
    text,
    dateCreated: isoTime(answer.publishTime),
    upvoteCount: answer.diggs,
    url: `${context.origin}${answerHomeUrl(answer.id)}`,
    ...personLd(shownName(answer.creator, false)),
  };
}

function answerSection(answer: AnswerItem): string {
  const name = shownName(answer.creator, false);
  const byline = [name, isoTime(answer.publishTime).slice(0, 10)].filter(Boolean).join(' · ');
  return `<section><p>${escapeHtml(byline)}</p>${paragraphs(htmlBlocks(answer.text))}</section>`;
}

function questionView(
  question: QuestionDetail,
  answers: readonly AnswerItem[],
  context: PageContext,
): PageView {
  const asker = shownName(question.creator, question.isHideCreator === 'T');
  const blocks = plainBlocks(question.text);
  const firstAnswer = answers[0] ? textOf(htmlBlocks(answers[0].text)) : '';
  const description = question.text || firstAnswer || question.title;
  const image = question.images[0];
  const published = isoTime(question.publishTime);
  return {
    head: {
      title: question.title,
      description,
      ...(image ? { image } : {}),
      ogType: 'article',
      // a question under review reaches only its asker; never a search engine
      noindex: question.review !== null,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'QAPage',
        mainEntity: {
          '@type': 'Question',
          name: question.title,
          ...(question.text ? { text: question.text } : {}),
          answerCount: question.answers,
          dateCreated: published,
          ...personLd(asker),
          // the community accepts no answer (spec 3 has no such mark): its most liked are suggested
          ...(answers.length ? { suggestedAnswer: answers.map((a) => answerLd(a, context)) } : {}),
          ...(question.topics.length ? { keywords: question.topics.map((t) => t.title).join(',') } : {}),
        },
      },
    },
    main: pageText(
      question.title,
      [asker, published.slice(0, 10)].filter(Boolean).join(' · '),
      `${paragraphs(blocks)}${answers.map(answerSection).join('')}`,
    ),
  };
}

function answerView(answer: AnswerDetail, context: PageContext): PageView {
  const name = shownName(answer.creator, false);
  const blocks = htmlBlocks(answer.text);
  const text = textOf(blocks);
  const image = blocks.flatMap((b) => ('picture' in b ? [b.picture.src] : []))[0];
  const published = isoTime(answer.publishTime);
  return {
    head: {
      // as the screen's title says it: whose answer to which question
      title: name ? `${answer.question.title} - ${name}的回答` : answer.question.title,
      description: text || answer.question.title,
      ...(image ? { image } : {}),
      ogType: 'article',
      noindex: answer.review !== null,
      // the answer itself, under its question (a QAPage is the question's page, with all answers)
      jsonLd: {
        '@context': 'https://schema.org',
        ...answerLd(answer, context),
        parentItem: {
          '@type': 'Question',
          name: answer.question.title,
          url: `${context.origin}${questionHomeUrl(answer.question.id)}`,
        },
      },
    },
    main: pageText(
      answer.question.title,
      [name, published.slice(0, 10)].filter(Boolean).join(' · '),
      paragraphs(blocks),
    ),
  };
}

/** a topic or circle: a collection of questions, with its description */
function collectionView(
  item: { title: string; description: string; image: string; followers: number },
  count: string,
  context: PageContext,
): PageView {
  const description = item.description || item.title;
  return {
    head: {
      title: item.title,
      description,
      ...(item.image ? { image: item.image } : {}),
      ogType: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: item.title,
        description,
        url: context.canonical,
        ...(item.image ? { image: item.image } : {}),
        isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: context.origin },
      },
    },
    main: pageText(item.title, count, paragraphs(plainBlocks(item.description))),
  };
}

const topicView = (topic: Topic, context: PageContext) =>
  collectionView(
    { title: topic.title, description: topic.description, image: topic.cover, followers: topic.followers },
    `${topic.questions} 个问题 · ${topic.followers} 人关注`,
    context,
  );

const circleView = (circle: Circle, context: PageContext) =>
  collectionView(
    {
      title: circle.title,
      description: circle.description,
      image: circle.image,
      followers: circle.followers,
    },
    `${circle.contents} 条内容 · ${circle.followers} 人关注`,
    context,
  );

const EVENT_STATUS = 'https://schema.org/EventScheduled';

function activityView(activity: Activity, context: PageContext): PageView {
  const image = activity.cover || activity.shareImage;
  const description = activity.description || activity.name;
  const start = isoTime(activity.startTime);
  const end = isoTime(activity.endTime);
  return {
    head: {
      title: activity.name,
      description,
      ...(image ? { image } : {}),
      ogType: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: activity.name,
        description,
        startDate: start,
        endDate: end,
        eventStatus: EVENT_STATUS,
        // a community activity happens on the site: its place is this page
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: context.canonical },
        ...(image ? { image: [image] } : {}),
        organizer: { ...SITE_PUBLISHER, url: context.origin },
        ...(activity.subspecialty ? { keywords: activity.subspecialty.name } : {}),
      },
    },
    main: pageText(
      activity.name,
      `${start.slice(0, 10)} 至 ${end.slice(0, 10)}`,
      paragraphs(plainBlocks(activity.description)),
    ),
  };
}

/** the words of the home's text and head (what a reader without scripts sees) */
const HOME = {
  title: '社区',
  description: '脑医汇社区：神经外科医生的同行问答与学术交流，最新的问题与回答。',
  feed: '社区动态',
  question: '问题',
  answer: '回答',
  answers: (n: number) => `${n} 个回答`,
};

/** a feed item's words as the screen's card shows them folded: the first `previewChars`, then … */
function folded(text: string): string {
  const chars = Array.from(text);
  return chars.length > COMMUNITY_LIMITS.previewChars
    ? `${chars.slice(0, COMMUNITY_LIMITS.previewChars).join('')}…`
    : text;
}

/** where a feed item leads: an answer to its own page, a question to its */
const feedItemUrl = (item: FeedItem) =>
  item.type === 'community_activity_latest_answer'
    ? answerHomeUrl(item.id)
    : questionHomeUrl(item.questionId);

/**
 * One item of the feed as the screen's card says it: its question (a link to the question's page),
 * who wrote it and when (a hidden asker or a patient as 匿名用户, as on the question's page), its
 * words folded. A plain `<section>`: the screen's own cards are `<article>`s in a `role="feed"`.
 */
function feedSection(item: FeedItem): string {
  const isAnswer = item.type === 'community_activity_latest_answer';
  const name = shownName(item.creator, item.isHideCreator === 'T');
  const byline = [isAnswer ? HOME.answer : HOME.question, name, beijingDateTime(item.publishTime)]
    .filter(Boolean)
    .join(' · ');
  return `<section><h2><a href="${escapeHtml(questionHomeUrl(item.questionId))}">${escapeHtml(
    item.questionTitle,
  )}</a></h2><p class="portal-page-byline">${escapeHtml(byline)}</p>${
    item.text ? `<p>${escapeHtml(folded(item.text))}</p>` : ''
  }<p class="portal-page-byline"><a href="${escapeHtml(feedItemUrl(item))}">${escapeHtml(
    HOME.answers(item.answers),
  )}</a></p></section>`;
}

/**
 * The community home: its feed's first page (最新) as a list of questions, where the screen puts
 * its feed (the 1200 px page's main column, beside the side column's place); without the feed
 * (its call failed) the heading alone, and the screen asks.
 */
function homeView(items: readonly FeedItem[], context: PageContext): PageView {
  return {
    head: {
      title: HOME.title,
      description: HOME.description,
      ogType: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: HOME.title,
        description: HOME.description,
        url: context.canonical,
        isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: context.origin },
        mainEntity: itemListLd(
          context.origin,
          items.map((item) => ({ url: feedItemUrl(item), name: item.questionTitle })),
          HOME.feed,
        ),
      },
    },
    main: `<div class="portal-page-frame portal-page-wide"><h1>${escapeHtml(HOME.title)}</h1><div class="portal-page-main portal-page-card">${items
      .map(feedSection)
      .join('')}</div></div>`,
    style: WIDE_PAGE_STYLE,
  };
}

const e = communityEndpoints;

const home = (page: typeof homePage): PageRenderer => ({
  page,
  listing: true,
  // one home, reached with or without its final slash
  canonicalPath: () => homePage.path,
  view: ([feed], context) => homeView(feed ? answerOf(e.feed, feed).list : [], context),
});

export const COMMUNITY_PAGES: readonly PageRenderer[] = [
  home(homePage),
  home(homePageBare),
  {
    page: questionPage,
    view: ([question, answers], context) =>
      questionView(answerOf(e.question, question), answers ? answerOf(e.answers, answers).list : [], context),
    gone: (app, first) => issuedOnce(app, 'community_questions', idOf(first.input)),
  },
  {
    page: answerPage,
    view: ([answer], context) => answerView(answerOf(e.answer, answer), context),
    gone: (app, first) => issuedOnce(app, 'community_answers', idOf(first.input)),
  },
  { page: topicPage, view: ([topic], context) => topicView(answerOf(e.topic, topic), context) },
  { page: circlePage, view: ([circle], context) => circleView(answerOf(e.circle, circle), context) },
  {
    page: activityPage,
    view: ([activity], context) => activityView(answerOf(e.activity, activity), context),
    gone: (app, first) => issuedOnce(app, 'activities', idOf(first.input)),
  },
];
