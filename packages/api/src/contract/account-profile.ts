import { Id, IgnoredUserId, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * Schemas of the account area's profile calls (issue 14): 用户主页（个人主页、关注、粉丝、收藏、
 * 动态、个人网站、主页展示设置、企业与管理员主页）. Who asks is the session (or nobody): a
 * `userId` in a request is ignored; whose page it is, is `profileUserId`.
 */

const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** A profile's calls: whose page, and the ignored `userId` the spec sends. */
const ProfileQuery = { userId: IgnoredUserId(), profileUserId: Id() };

export const ProfileQueryObject = Type.Object(ProfileQuery);
export type ProfileQueryObject = Static<typeof ProfileQueryObject>;

/** Which tabs visitors see (home-view settings, spec 7); the owner always sees every tab. */
export const HomeViewSettings = Type.Object({
  dynamics: Type.Boolean(),
  articles: Type.Boolean(),
  qa: Type.Boolean(),
  follows: Type.Boolean(),
  favourites: Type.Boolean(),
  fans: Type.Boolean(),
});
export type HomeViewSettings = Static<typeof HomeViewSettings>;

export const ProfileVariant = Type.Union([
  Type.Literal('personal'),
  Type.Literal('enterprise'),
  Type.Literal('administrator'),
]);
export type ProfileVariant = Static<typeof ProfileVariant>;

/** What the page needs beyond personal info: the website, the introduction, the viewer's follow and tabs. */
export const UserHome = Type.Object({
  userId: Type.Integer(),
  isOwner: Type.Boolean(),
  /** enterprise users (identity 4) and brand administrators have their own profile calls */
  variant: ProfileVariant,
  /** an absolute http(s) address, or null (anything else stored is never sent) */
  website: Nullable(Type.String()),
  introduction: Nullable(Type.String()),
  /** whether the viewer follows this user ('F' for visitors and the owner) */
  followStatus: TF,
  /** the tabs this viewer may open */
  tabs: HomeViewSettings,
});
export type UserHome = Static<typeof UserHome>;
export const UserHomeResponse = okResult(UserHome);

export const ContentType = Type.Union([
  Type.Literal('article'),
  Type.Literal('case'),
  Type.Literal('info'),
  Type.Literal('question'),
  Type.Literal('answer'),
  Type.Literal('user'),
  Type.Literal('topic'),
  Type.Literal('circle'),
]);

/** One line of the dynamics tab: something the user published, liked or followed. */
export const DynamicItem = Type.Object({
  action: Type.Union([Type.Literal('publish'), Type.Literal('like'), Type.Literal('follow')]),
  contentType: ContentType,
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  /** when it happened; null for a like recorded before like times were kept */
  time: Nullable(Type.Integer()),
});
export type DynamicItem = Static<typeof DynamicItem>;
export const DynamicsQuery = Type.Object({ ...ProfileQuery, ...PageQuery });
export type DynamicsQuery = Static<typeof DynamicsQuery>;
export const DynamicsResponse = okList(DynamicItem);

/** 文章 / 病例: the user's published articles and cases. */
export const ProfileArticle = Type.Object({
  id: Type.Integer(),
  type: Type.Union([Type.Literal('article'), Type.Literal('case')]),
  title: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  publishTime: Type.Integer(),
  showViews: Type.Integer(),
  showComments: Type.Integer(),
  showDiggs: Type.Integer(),
});
export type ProfileArticle = Static<typeof ProfileArticle>;
export const ProfileArticlesQuery = Type.Object({
  ...ProfileQuery,
  ...PageQuery,
  /** one kind only; both when absent */
  type: Type.Optional(Type.Union([Type.Literal('article'), Type.Literal('case')])),
});
export type ProfileArticlesQuery = Static<typeof ProfileArticlesQuery>;
export const ProfileArticlesResponse = okList(ProfileArticle);

/** 问答: the user's questions and answers (questions asked anonymously only to themself). */
export const ProfileQa = Type.Object({
  kind: Type.Union([Type.Literal('question'), Type.Literal('answer')]),
  id: Type.Integer(),
  questionId: Type.Integer(),
  /** the question's title */
  title: Type.String(),
  /** plain text, shortened */
  text: Type.String(),
  publishTime: Type.Integer(),
  answers: Type.Integer(),
  diggs: Type.Integer(),
  comments: Type.Integer(),
  /** 'T': asked anonymously (only the owner is ever sent such a question) */
  isHideCreator: TF,
});
export type ProfileQa = Static<typeof ProfileQa>;
export const ProfileQaQuery = Type.Object({
  ...ProfileQuery,
  ...PageQuery,
  kind: Type.Optional(Type.Union([Type.Literal('question'), Type.Literal('answer')])),
});
export type ProfileQaQuery = Static<typeof ProfileQaQuery>;
export const ProfileQaResponse = okList(ProfileQa);

/** A row of 关注 and 粉丝; an anonymous person comes as id 0, 匿名用户, with no follow. */
export const ProfileUser = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatar: Type.String(),
  company: Type.String(),
  department: Type.String(),
  title: Type.String(),
  isAuth: Type.Integer(),
  fans: Type.Integer(),
  anonymous: Type.Boolean(),
  /** whether the viewer follows this user */
  followStatus: TF,
  /** the viewer themself: no follow button */
  isSelf: Type.Boolean(),
});
export type ProfileUser = Static<typeof ProfileUser>;
export const ProfileUsersQuery = Type.Object({ ...ProfileQuery, ...PageQuery });
export type ProfileUsersQuery = Static<typeof ProfileUsersQuery>;
export const ProfileUsersResponse = okList(ProfileUser);

/** 收藏: what the user collected, newest first. */
export const ProfileCollection = Type.Object({
  contentType: Type.Union([
    Type.Literal('article'),
    Type.Literal('case'),
    Type.Literal('info'),
    Type.Literal('answer'),
  ]),
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  collectTime: Type.Integer(),
});
export type ProfileCollection = Static<typeof ProfileCollection>;
export const ProfileCollectionsQuery = Type.Object({ ...ProfileQuery, ...PageQuery });
export type ProfileCollectionsQuery = Static<typeof ProfileCollectionsQuery>;
export const ProfileCollectionsResponse = okList(ProfileCollection);

/**
 * 收藏 of every collect type that has a card (issue 22): the 1.x list's types and departments (5),
 * courses (6) and short videos (7); `url` is the item's page, from the jump rules. Beside
 * `ProfileCollection`, whose closed union cannot widen within 1.x ("Version skew").
 */
export const ProfileCollectionEntry = Type.Object({
  contentType: Type.Union([
    Type.Literal('article'),
    Type.Literal('case'),
    Type.Literal('info'),
    Type.Literal('answer'),
    Type.Literal('department'),
    Type.Literal('course'),
    Type.Literal('shortVideo'),
  ]),
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  url: Type.String(),
  collectTime: Type.Integer(),
});
export type ProfileCollectionEntry = Static<typeof ProfileCollectionEntry>;
export const ProfileCollectionEntriesResponse = okList(ProfileCollectionEntry);

/** The session user's own settings (owner only). */
export const HomeViewSettingsQuery = Type.Object({ userId: IgnoredUserId() });
export const HomeViewSettingsResponse = okResult(HomeViewSettings);
export const SaveHomeViewSettingsBody = Type.Object({
  ...HomeViewSettings.properties,
  userId: IgnoredUserId(),
});
export type SaveHomeViewSettingsBody = Static<typeof SaveHomeViewSettingsBody>;

/** What the session user subscribes to or follows beyond people (owner only). */
export const Subscription = Type.Object({
  type: Type.Union([
    Type.Literal('topic'),
    Type.Literal('circle'),
    Type.Literal('question'),
    Type.Literal('column'),
    Type.Literal('department'),
    Type.Literal('productLine'),
    Type.Literal('activity'),
  ]),
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  /** a product line's category (its page address needs it) */
  categoryId: Nullable(Type.Integer()),
  time: Type.Integer(),
});
export type Subscription = Static<typeof Subscription>;
export const SubscriptionsQuery = Type.Object({ userId: IgnoredUserId(), ...PageQuery });
export type SubscriptionsQuery = Static<typeof SubscriptionsQuery>;
export const SubscriptionsResponse = okList(Subscription);

export const ProfileBrand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
});
export type ProfileBrand = Static<typeof ProfileBrand>;

/** An enterprise user's (identity 4) profile: the company, their brands and those brands' products. */
export const EnterpriseProfile = Type.Object({
  userId: Type.Integer(),
  company: Type.String(),
  department: Type.String(),
  title: Type.String(),
  brands: Type.Array(ProfileBrand),
  products: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      image: Type.String(),
      brandName: Type.String(),
      categoryId: Nullable(Type.Integer()),
    }),
  ),
});
export type EnterpriseProfile = Static<typeof EnterpriseProfile>;
export const EnterpriseProfileResponse = okResult(EnterpriseProfile);

/** A brand administrator's profile: the brands they administer, with their sizes. */
export const AdministratorProfile = Type.Object({
  userId: Type.Integer(),
  brands: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      logo: Type.String(),
      description: Type.String(),
      members: Type.Integer(),
      products: Type.Integer(),
    }),
  ),
});
export type AdministratorProfile = Static<typeof AdministratorProfile>;
export const AdministratorProfileResponse = okResult(AdministratorProfile);
