import type { SearchResultItem } from '@portal/api/contract/search';
import { bookFeeder } from './book';
import { communityQaFeeder } from './community-qa';
import { competitionFeeder } from './competition';
import { courseFeeder } from './course';
import { departmentFeeder } from './department';
import { elabFeeder } from './elab';
import type { Feeder } from './feeder';
import { guideFeeder } from './guide';
import { infoFeeder } from './info';
import { interpretingVideoFeeder } from './interpreting-video';
import { meetingFeeder } from './meeting';
import { mpArticleFeeder } from './mp-article';
import { productFeeder } from './product';
import { productLineFeeder } from './product-line';
import { shortVideoFeeder } from './short-video';
import { userFeeder } from './user';

/**
 * Every searchable type; a new type is one feeder file and one line here. Advertisements are
 * not documents: the search service places them into a first page (modules/search).
 */
export const FEEDERS: readonly Feeder[] = [
  infoFeeder,
  mpArticleFeeder,
  elabFeeder,
  guideFeeder,
  interpretingVideoFeeder,
  meetingFeeder,
  courseFeeder,
  userFeeder,
  shortVideoFeeder,
  competitionFeeder,
  communityQaFeeder,
  bookFeeder,
  departmentFeeder,
  productFeeder,
  productLineFeeder,
] as Feeder[];

export type SearchType = SearchResultItem['type'];

export function feederOf(type: string): Feeder | undefined {
  return FEEDERS.find((f) => f.type === type);
}
