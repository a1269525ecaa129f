import { ArticleItem } from '@portal/api/contract/article';
import { CourseCard, MeetingCard } from '@portal/api/contract/channel';
import { PageInfo, SUCCESS } from '@portal/api/contract/envelope';
import { GuideItem, InterpretingVideo } from '@portal/api/contract/guidance';
import { InfoItem } from '@portal/api/contract/info';
import { ElabItem } from '@portal/api/contract/panoramic';
import {
  ADVANCED_SEARCH_TYPES,
  SEARCH_DATE_PRESETS,
  SEARCH_LIMITS,
  SEARCH_ORDERS,
} from '@portal/api/rules/search';
import { type Static, Type } from 'typebox';

const Sub = Type.Object({ id: Type.Integer(), name: Type.String() });
/** a millisecond time from a query string; '' (as the page sends an unset field) counts as absent */
const OptionalMs = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Literal('')]));

// ---- search objects (spec 3) ----

/** User (spec 3): a doctor with a real name. */
export const SearchUser = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatarAddress: Type.String(),
  company: Type.String(),
  department: Type.String(),
  title: Type.String(),
  fans: Type.Integer(),
  /** whether the session user follows them; false when signed out */
  isFollow: Type.Boolean(),
});
export type SearchUser = Static<typeof SearchUser>;

/** Meeting (spec 3) with its matching agendas (filled once meetings have agendas). */
export const SearchMeeting = Type.Object({
  ...MeetingCard.properties,
  searchMeetingAgendas: Type.Array(
    Type.Object({
      id: Type.Integer(),
      theme: Type.String(),
      authorNames: Type.String(),
      summaryShow: Type.String(),
    }),
  ),
});
export type SearchMeeting = Static<typeof SearchMeeting>;

/** Course (spec 3) with its matching videos (filled once courses have videos). */
export const SearchCourse = Type.Object({
  ...CourseCard.properties,
  subspecialties: Type.Array(Sub),
  searchCourseVideos: Type.Array(
    Type.Object({
      id: Type.Integer(),
      video: Type.Object({ name: Type.String(), speakerNames: Type.String() }),
    }),
  ),
});
export type SearchCourse = Static<typeof SearchCourse>;

/** A guide or expert consensus (ours: the guides tab lists them beside interpreting videos). */
export const SearchGuide = Type.Object({ ...GuideItem.properties, url: Type.String() });
export type SearchGuide = Static<typeof SearchGuide>;

/** Short video (spec 3); `videoUrl` and `duration` let the card open the player in place. */
export const SearchShortVideo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  creator: Type.Object({ id: Type.Integer(), realName: Type.String() }),
  onlineTime: Type.Integer(),
  /** 1 brand certified */
  bmsAuth: Type.Integer(),
  videoUrl: Type.String(),
  /** seconds */
  duration: Type.Integer(),
  views: Type.Integer(),
});
export type SearchShortVideo = Static<typeof SearchShortVideo>;

/** Case competition (spec 3); status 0 not started, 1 under review, 2 registration open, 3 ended (spec 4). */
export const SearchCompetition = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  competitionUrl: Type.String(),
  coverImage: Type.String(),
  description: Type.String(),
  addTime: Type.Integer(),
});
export type SearchCompetition = Static<typeof SearchCompetition>;

/** A community question with its best answer (ours: spec 3 names the type, not the fields). */
export const SearchQa = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** the question's text, cut for the card */
  text: Type.String(),
  /** null when the asker hid their name (shown as the anonymous user) */
  creator: Type.Union([
    Type.Object({ id: Type.Integer(), realName: Type.String(), avatarAddress: Type.String() }),
    Type.Null(),
  ]),
  answers: Type.Integer(),
  views: Type.Integer(),
  essences: Type.Union([Type.Literal('T'), Type.Literal('F')]),
  publishTime: Type.Integer(),
  /** the top (or most liked) published answer, plain text cut for the card */
  bestAnswer: Type.Union([
    Type.Object({
      id: Type.Integer(),
      text: Type.String(),
      authorName: Type.String(),
      diggs: Type.Integer(),
    }),
    Type.Null(),
  ]),
});
export type SearchQa = Static<typeof SearchQa>;

/** Book (spec 3); prices in yuan as shown ('68.00'); discountPrice '' when not discounted. */
export const SearchBook = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  price: Type.String(),
  discountPrice: Type.String(),
  introduction: Type.String(),
  osmPress: Type.Object({ name: Type.String() }),
  /** type A author, T translator */
  authorList: Type.Array(
    Type.Object({ type: Type.Union([Type.Literal('A'), Type.Literal('T')]), name: Type.String() }),
  ),
  /** the authors, '、'-joined */
  authorName: Type.String(),
  sales: Type.Integer(),
});
export type SearchBook = Static<typeof SearchBook>;

/** Department (spec 3); isSubscribe false when signed out. */
export const SearchDepartment = Type.Object({
  id: Type.Integer(),
  hospitalGroupName: Type.String(),
  name: Type.String(),
  iconUrl: Type.String(),
  memberTotal: Type.Integer(),
  isSubscribe: Type.Boolean(),
});
export type SearchDepartment = Static<typeof SearchDepartment>;

/** Product (spec 3): id, name, image, category, brand, brandProductLine.categoryId. */
export const SearchProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  /** the first-level device category's name */
  category: Type.String(),
  brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
  brandProductLine: Type.Union([
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      categoryId: Type.Union([Type.Integer(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type SearchProduct = Static<typeof SearchProduct>;

/** Product line (spec 3); subscribeStatus 'T' when the session user subscribed. */
export const SearchProductLine = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
  categoryId: Type.Union([Type.Integer(), Type.Null()]),
  shareImage: Type.String(),
  products: Type.Integer(),
  articles: Type.Integer(),
  views: Type.Integer(),
  subscribeStatus: Type.Union([Type.Literal('T'), Type.Literal('F')]),
});
export type SearchProductLine = Static<typeof SearchProductLine>;

/** Advertisement (spec 3); placed into the first page of results by its extras. */
export const SearchAdvertisement = Type.Object({
  adId: Type.Integer(),
  image: Type.String(),
  module: Type.String(),
  extras: Type.Object({
    keywords: Type.Array(Type.String()),
    position: Type.Integer(),
    tabs: Type.Array(Type.String()),
  }),
  name: Type.String(),
  code: Type.String(),
  /** a site path or an absolute http(s) URL */
  clickLocation: Type.String(),
});
export type SearchAdvertisement = Static<typeof SearchAdvertisement>;

/** Search result item (spec 3): `type` plus a same-named nested object. */
export const SearchResultItem = Type.Union([
  Type.Object({ type: Type.Literal('info'), info: InfoItem }),
  Type.Object({ type: Type.Literal('mp_article'), mp_article: ArticleItem }),
  Type.Object({ type: Type.Literal('elab'), elab: ElabItem }),
  Type.Object({ type: Type.Literal('meeting'), meeting: SearchMeeting }),
  Type.Object({ type: Type.Literal('ocs_course'), ocs_course: SearchCourse }),
  Type.Object({ type: Type.Literal('user'), user: SearchUser }),
  Type.Object({ type: Type.Literal('interpreting_video'), interpreting_video: InterpretingVideo }),
  Type.Object({ type: Type.Literal('guide'), guide: SearchGuide }),
  Type.Object({ type: Type.Literal('shortVideo'), shortVideo: SearchShortVideo }),
  Type.Object({ type: Type.Literal('mcs_competition'), mcs_competition: SearchCompetition }),
  Type.Object({ type: Type.Literal('community_qa'), community_qa: SearchQa }),
  Type.Object({ type: Type.Literal('merchandise'), merchandise: SearchBook }),
  Type.Object({ type: Type.Literal('department'), department: SearchDepartment }),
  Type.Object({ type: Type.Literal('bms_product'), bms_product: SearchProduct }),
  Type.Object({ type: Type.Literal('bms_brand_product_line'), bms_brand_product_line: SearchProductLine }),
  Type.Object({ type: Type.Literal('advertisement'), advertisement: SearchAdvertisement }),
]);
export type SearchResultItem = Static<typeof SearchResultItem>;
export type SearchResultType = SearchResultItem['type'];

// ---- calls ----

export const SearchQuery = Type.Object({
  platform: Type.Optional(Type.String({ maxLength: 20 })),
  keywords: Type.Optional(Type.String({ maxLength: 200 })),
  /** 'T' or '1': featured only (the compile tab's toggle) */
  essences: Type.Optional(Type.String({ maxLength: 5 })),
  /** accepted (spec 7) and ignored: the session says who asks */
  userId: Type.Optional(Type.String({ maxLength: 20 })),
  /** '' relevance, 1 latest, 2 hottest, 3 featured only, 4 brand certified only (SEARCH_ORDERS) */
  order: Type.Optional(
    Type.Union([
      Type.Literal(SEARCH_ORDERS.relevance),
      Type.Literal(SEARCH_ORDERS.latest),
      Type.Literal(SEARCH_ORDERS.hottest),
      Type.Literal(SEARCH_ORDERS.featured),
      Type.Literal(SEARCH_ORDERS.brandCertified),
    ]),
  ),
  pageno: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  pagesize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: SEARCH_LIMITS.pageSize })),
  /** a tab code (SEARCH_TABS), default 99 */
  type: Type.Optional(Type.String({ maxLength: 6 })),
  /** date preset: '' none, 1 week, 2 month, 3 half-year, 4 custom (firstTime/lastTime) (SEARCH_DATE_PRESETS) */
  orderRule: Type.Optional(
    Type.Union([
      Type.Literal(SEARCH_DATE_PRESETS.none),
      Type.Literal(SEARCH_DATE_PRESETS.week),
      Type.Literal(SEARCH_DATE_PRESETS.month),
      Type.Literal(SEARCH_DATE_PRESETS.halfYear),
      Type.Literal(SEARCH_DATE_PRESETS.custom),
    ]),
  ),
  firstTime: OptionalMs,
  lastTime: OptionalMs,
  /** 1: brand certified only */
  bmsAuth: Type.Optional(Type.Union([Type.Integer(), Type.Literal('')])),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchResponse = Type.Object({
  code: Type.Literal(SUCCESS),
  list: Type.Array(SearchResultItem),
  page: PageInfo,
  /** matches per tab code (99 included), under the same sort filters and dates */
  counts: Type.Record(Type.String(), Type.Integer()),
  /** the words to highlight in titles and summaries (the query's words and their synonyms) */
  highlight: Type.Array(Type.String()),
});
export type SearchResponse = Static<typeof SearchResponse>;

export const AdvancedSearchQuery = Type.Object({
  /** 1 image-text, 2 video (ADVANCED_SEARCH_TYPES) */
  type: Type.Optional(
    Type.Union([Type.Literal(ADVANCED_SEARCH_TYPES.imageText), Type.Literal(ADVANCED_SEARCH_TYPES.video)]),
  ),
  /** several keywords comma-joined; each must match */
  titleKeywords: Type.Optional(Type.String({ maxLength: 300 })),
  contentKeywords: Type.Optional(Type.String({ maxLength: 300 })),
  authorKeywords: Type.Optional(Type.String({ maxLength: 300 })),
  essences: Type.Optional(Type.String({ maxLength: 5 })),
  userId: Type.Optional(Type.String({ maxLength: 20 })),
  order: SearchQuery.properties.order,
  pageno: SearchQuery.properties.pageno,
  pagesize: SearchQuery.properties.pagesize,
  orderRule: SearchQuery.properties.orderRule,
  firstTime: OptionalMs,
  lastTime: OptionalMs,
});
export type AdvancedSearchQuery = Static<typeof AdvancedSearchQuery>;

export const SuggestionQuery = Type.Object({
  keywords: Type.Optional(Type.String({ maxLength: SEARCH_LIMITS.keywordMaxChars })),
  /** capped at SEARCH_LIMITS.suggestions (spec 9) */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: SEARCH_LIMITS.suggestions })),
});
export type SuggestionQuery = Static<typeof SuggestionQuery>;

export const Suggestion = Type.Object({
  keyword: Type.String(),
  /** 'term' from the vocabulary, else the type of the document whose title matched */
  source: Type.String(),
});
export type Suggestion = Static<typeof Suggestion>;

export const SuggestionResponse = Type.Object({ code: Type.Literal(SUCCESS), list: Type.Array(Suggestion) });
export type SuggestionResponse = Static<typeof SuggestionResponse>;

export const HotsQuery = Type.Object({
  /** capped at SEARCH_LIMITS.hots (spec 9) */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: SEARCH_LIMITS.hots })),
});
export type HotsQuery = Static<typeof HotsQuery>;

/** Hot-search item (spec 3): id, type, title. */
export const HotSearch = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  /** searches in the last 30 days */
  count: Type.Integer(),
});
export type HotSearch = Static<typeof HotSearch>;

export const HotsResponse = Type.Object({ code: Type.Literal(SUCCESS), list: Type.Array(HotSearch) });
export type HotsResponse = Static<typeof HotsResponse>;

// ---- side cards (spec 2: famous experts, hot answers, hot topics) ----

export const ExpertsQuery = Type.Object({
  /** accepted (spec 7) and ignored: the session says who asks */
  userId: Type.Optional(Type.String({ maxLength: 20 })),
  /** capped at SEARCH_LIMITS.experts (spec 9) */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: SEARCH_LIMITS.experts })),
});
export type ExpertsQuery = Static<typeof ExpertsQuery>;
export const ExpertsResponse = Type.Object({ code: Type.Literal(SUCCESS), list: Type.Array(SearchUser) });
export type ExpertsResponse = Static<typeof ExpertsResponse>;

/** Hot answer (spec 3): type 'Q' a question (associationId is its id), 'A' an answer of parentQaId. */
export const HotAnswer = Type.Object({
  type: Type.Union([Type.Literal('Q'), Type.Literal('A')]),
  parentQaId: Type.Integer(),
  associationId: Type.Integer(),
  title: Type.String(),
  /** answers of the question */
  answers: Type.Integer(),
  views: Type.Integer(),
});
export type HotAnswer = Static<typeof HotAnswer>;

/** Hot topic: id, title, description (spec 3 topic) with its activity. */
export const HotTopic = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  contents: Type.Integer(),
  views: Type.Integer(),
});
export type HotTopic = Static<typeof HotTopic>;

export const HotListQuery = Type.Object({
  /** capped at SEARCH_LIMITS.hots (spec 9) */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: SEARCH_LIMITS.hots })),
});
export type HotListQuery = Static<typeof HotListQuery>;
export const HotAnswersResponse = Type.Object({ code: Type.Literal(SUCCESS), list: Type.Array(HotAnswer) });
export type HotAnswersResponse = Static<typeof HotAnswersResponse>;
export const HotTopicsResponse = Type.Object({ code: Type.Literal(SUCCESS), list: Type.Array(HotTopic) });
export type HotTopicsResponse = Static<typeof HotTopicsResponse>;
