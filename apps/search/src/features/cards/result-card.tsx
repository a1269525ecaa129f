import type { SearchResultItem } from '@portal/api/contract/search';
import { AdvertisementResult } from './advertisement-result';
import { ProductLineResult, ProductResult } from './bms-cards';
import { BookResult } from './book-result';
import { CompetitionResult } from './competition-result';
import { CourseResult } from './course-result';
import { DepartmentResult } from './department-result';
import {
  ArticleResult,
  ElabResult,
  GuideResult,
  InfoResult,
  InterpretingVideoResult,
} from './document-cards';
import { MeetingResult } from './meeting-result';
import { QaResult } from './qa-result';
import { ShortVideoResult } from './short-video-result';
import { UserResult } from './user-result';

/** The result types this page has a card for; anything else the server sends is skipped. */
const KNOWN_TYPES: ReadonlySet<string> = new Set<SearchResultItem['type']>([
  'info',
  'mp_article',
  'elab',
  'meeting',
  'ocs_course',
  'user',
  'interpreting_video',
  'guide',
  'shortVideo',
  'mcs_competition',
  'community_qa',
  'merchandise',
  'department',
  'bms_product',
  'bms_brand_product_line',
  'advertisement',
]);

export const isKnownResult = (item: { type: string }): item is SearchResultItem =>
  KNOWN_TYPES.has(item.type) && item.type in item;

/** A stable key across pages: the type and the nested object's id. */
export function resultKey(item: SearchResultItem): string {
  switch (item.type) {
    case 'info':
      return `info:${item.info.infoId}`;
    case 'mp_article':
      return `mp_article:${item.mp_article.id}`;
    case 'elab':
      return `elab:${item.elab.id}`;
    case 'meeting':
      return `meeting:${item.meeting.id}`;
    case 'ocs_course':
      return `ocs_course:${item.ocs_course.id}`;
    case 'user':
      return `user:${item.user.id}`;
    case 'interpreting_video':
      return `interpreting_video:${item.interpreting_video.id}`;
    case 'guide':
      return `guide:${item.guide.id}`;
    case 'shortVideo':
      return `shortVideo:${item.shortVideo.id}`;
    case 'mcs_competition':
      return `mcs_competition:${item.mcs_competition.id}`;
    case 'community_qa':
      return `community_qa:${item.community_qa.id}`;
    case 'merchandise':
      return `merchandise:${item.merchandise.id}`;
    case 'department':
      return `department:${item.department.id}`;
    case 'bms_product':
      return `bms_product:${item.bms_product.id}`;
    case 'bms_brand_product_line':
      return `bms_brand_product_line:${item.bms_brand_product_line.id}`;
    case 'advertisement':
      return `advertisement:${item.advertisement.adId}`;
  }
}

/** One search result in the card its type needs (spec 3). */
export function ResultCard({ item, words }: { item: SearchResultItem; words: readonly string[] }) {
  switch (item.type) {
    case 'info':
      return <InfoResult item={item} words={words} />;
    case 'mp_article':
      return <ArticleResult item={item} words={words} />;
    case 'elab':
      return <ElabResult item={item} words={words} />;
    case 'meeting':
      return <MeetingResult meeting={item.meeting} words={words} />;
    case 'ocs_course':
      return <CourseResult course={item.ocs_course} words={words} />;
    case 'user':
      return <UserResult user={item.user} words={words} />;
    case 'interpreting_video':
      return <InterpretingVideoResult item={item} words={words} />;
    case 'guide':
      return <GuideResult item={item} words={words} />;
    case 'shortVideo':
      return <ShortVideoResult video={item.shortVideo} words={words} />;
    case 'mcs_competition':
      return <CompetitionResult competition={item.mcs_competition} words={words} />;
    case 'community_qa':
      return <QaResult qa={item.community_qa} words={words} />;
    case 'merchandise':
      return <BookResult book={item.merchandise} words={words} />;
    case 'department':
      return <DepartmentResult department={item.department} words={words} />;
    case 'bms_product':
      return <ProductResult product={item.bms_product} words={words} />;
    case 'bms_brand_product_line':
      return <ProductLineResult line={item.bms_brand_product_line} words={words} />;
    case 'advertisement':
      return <AdvertisementResult ad={item.advertisement} />;
    default:
      return null;
  }
}
