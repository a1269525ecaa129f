import type { SearchResultItem } from '@portal/api/contract/search';
import { CourseResult } from './course-result';
import {
  ArticleResult,
  ElabResult,
  GuideResult,
  InfoResult,
  InterpretingVideoResult,
} from './document-cards';
import { MeetingResult } from './meeting-result';
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
    default:
      return null;
  }
}
