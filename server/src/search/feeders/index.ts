import type { SearchResultItem } from '@portal/api/contract/search';
import { courseFeeder } from './course';
import { elabFeeder } from './elab';
import type { Feeder } from './feeder';
import { guideFeeder } from './guide';
import { infoFeeder } from './info';
import { interpretingVideoFeeder } from './interpreting-video';
import { meetingFeeder } from './meeting';
import { mpArticleFeeder } from './mp-article';
import { userFeeder } from './user';

/** Every searchable type; a new type is one feeder file and one line here. */
export const FEEDERS: readonly Feeder[] = [
  infoFeeder,
  mpArticleFeeder,
  elabFeeder,
  guideFeeder,
  interpretingVideoFeeder,
  meetingFeeder,
  courseFeeder,
  userFeeder,
] as Feeder[];

export type SearchType = SearchResultItem['type'];

export function feederOf(type: string): Feeder | undefined {
  return FEEDERS.find((f) => f.type === type);
}
