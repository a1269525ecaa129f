/**
 * What the composition gathered from the areas, for tests: the seeders in their order, the search
 * feeders and an indexer over them. Area tests read it here (the test support may import the
 * composition; an area may not).
 */

/** the community's review type of an answer (a notice test files one) */
export { ANSWER_REVIEW_TYPE } from '../areas/community/index';
export {
  AREA_SEEDERS,
  AREAS,
  CATALOGUE_SEEDERS,
  createIndexer,
  FEEDERS,
  feederOf,
  refreshSearch,
} from '../areas/index';
