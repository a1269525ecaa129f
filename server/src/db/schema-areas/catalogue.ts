import type { Generated } from 'kysely';

/**
 * The catalogue tables search indexes before their areas exist (migration
 * `migrations/010-catalogue.ts`); the meetings, cloud-classroom, community, short video, brand
 * and mall areas own and extend them later. Prices are in fen, durations in seconds.
 */

export type PublishState = 'published' | 'pending';

/** an agenda item of a meeting (spec 3 searchMeetingAgendas / agenda summary) */
export interface MeetingAgendasTable {
  id: Generated<number>;
  meeting_id: number;
  theme: string;
  /** '、'-joined */
  author_names: string;
  /** ','-joined */
  keywords: string;
  start_time: number;
  sort: number;
  summary: string;
}

/** a lecture of a course (spec 3 searchCourseVideos) */
export interface CourseVideosTable {
  id: Generated<number>;
  course_id: number;
  name: string;
  /** '、'-joined */
  speaker_names: string;
  /** seconds */
  duration: number;
  sort: number;
}

export interface ShortVideosTable {
  id: Generated<number>;
  title: string;
  cover: string;
  creator_id: number;
  subspecialty_id: number | null;
  video_url: string;
  /** seconds */
  duration: number;
  /** 1 brand certified */
  bms_auth: number;
  essences: 'T' | 'F';
  status: PublishState;
  views: number;
  diggs: number;
  comments: number;
  online_time: number;
  created_at: number;
  description: string;
}

/** 0 not started, 1 under review, 2 registration open, 3 ended (spec 4) */
export type CompetitionStatus = 0 | 1 | 2 | 3;

export interface CompetitionsTable {
  id: Generated<number>;
  name: string;
  code: string;
  status: CompetitionStatus;
  competition_url: string;
  cover_image: string;
  subspecialty_id: number | null;
  views: number;
  add_time: number;
  description: string;
}

export interface CommunityQuestionsTable {
  id: Generated<number>;
  title: string;
  creator_id: number;
  /** 'T': shown as an anonymous user with the default avatar */
  is_hide_creator: 'T' | 'F';
  essences: 'T' | 'F';
  status: PublishState;
  subspecialty_id: number | null;
  /** published answers */
  answers: number;
  views: number;
  /** askQuestionsPeopleNumber */
  ask_people: number;
  publish_time: number;
  created_at: number;
  /** plain text */
  text: string;
}

export interface CommunityAnswersTable {
  id: Generated<number>;
  question_id: number;
  creator_id: number;
  status: PublishState;
  is_top: 'T' | 'F';
  essences: 'T' | 'F';
  diggs: number;
  comments: number;
  views: number;
  publish_time: number;
  created_at: number;
  /** sanitized HTML */
  text: string;
}

export interface BooksTable {
  id: Generated<number>;
  name: string;
  cover: string;
  /** fen */
  price_fen: number;
  /** fen; null when not discounted */
  discount_price_fen: number | null;
  press_name: string;
  publish_year: number;
  isbn: string;
  subspecialty_id: number | null;
  sales: number;
  views: number;
  created_at: number;
  introduction: string;
}

/** 'A' author, 'T' translator */
export type BookAuthorType = 'A' | 'T';

export interface BookAuthorsTable {
  book_id: number;
  sort: number;
  type: BookAuthorType;
  name: string;
}

export interface DepartmentsTable {
  id: Generated<number>;
  hospital_group_name: string;
  name: string;
  icon_url: string;
  city: string;
  subspecialty_id: number | null;
  /** department_members rows */
  member_total: number;
  /** department_subscriptions rows */
  subscribers: number;
  views: number;
  created_at: number;
  description: string;
}

export interface DepartmentMembersTable {
  department_id: number;
  user_id: number;
  created_at: number;
}

export interface DepartmentSubscriptionsTable {
  department_id: number;
  user_id: number;
  created_at: number;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  logo: string;
  views: number;
  created_at: number;
  description: string;
}

export interface ProductLinesTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  /** a first-level `brand_categories` row */
  category_id: number | null;
  share_image: string;
  /** products rows of the line */
  products: number;
  /** content linked to the line's products */
  articles: number;
  views: number;
  /** product_line_subscriptions rows */
  subscribers: number;
  created_at: number;
  description: string;
}

export interface ProductLineSubscriptionsTable {
  product_line_id: number;
  user_id: number;
  created_at: number;
}

export interface AdvertisementsTable {
  id: Generated<number>;
  name: string;
  code: string;
  image: string;
  /** where it shows, e.g. search_result, search_side */
  module: string;
  /** a site path or an absolute http(s) URL */
  click_location: string;
  sort: number;
  enabled: 'T' | 'F';
  start_time: number;
  end_time: number;
  created_at: number;
  /** JSON object, see AdvertisementExtras */
  extras: string;
}

/** what `advertisements.extras` holds */
export interface AdvertisementExtras {
  /** search words the advertisement answers to */
  keywords: string[];
  /** 1-based slot in the first page of results */
  position: number;
  /** tab type codes it shows on */
  tabs: string[];
}

export type CatalogueTables = {
  meeting_agendas: MeetingAgendasTable;
  course_videos: CourseVideosTable;
  short_videos: ShortVideosTable;
  competitions: CompetitionsTable;
  community_questions: CommunityQuestionsTable;
  community_answers: CommunityAnswersTable;
  books: BooksTable;
  book_authors: BookAuthorsTable;
  departments: DepartmentsTable;
  department_members: DepartmentMembersTable;
  department_subscriptions: DepartmentSubscriptionsTable;
  brands: BrandsTable;
  product_lines: ProductLinesTable;
  product_line_subscriptions: ProductLineSubscriptionsTable;
  advertisements: AdvertisementsTable;
};
