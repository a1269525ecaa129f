import { Id, IgnoredUserId, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/** 'T' on, 'F' off (spec 3 subscribeStatus, spec 4 followStatus) */
const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);

export const BrandRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type BrandRef = Static<typeof BrandRef>;

/** a first-level device category (the header's More popup lists them) */
export const BrandCategory = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() });
export type BrandCategory = Static<typeof BrandCategory>;

/** A brand as a list shows it. */
export const BrandCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  /** the category the brand's page is opened under (null: the brand has no line in one) */
  categoryId: NullableId,
  productLines: Type.Integer(),
  products: Type.Integer(),
  subscribers: Type.Integer(),
  subscribeStatus: TF,
});
export type BrandCard = Static<typeof BrandCard>;

/** Product line (spec 3): id, name, brand, categoryId, shareImage, products, articles, views, subscribeStatus. */
export const ProductLine = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  brand: BrandRef,
  categoryId: NullableId,
  /** 128×128 (spec 9) */
  shareImage: Type.String(),
  products: Type.Integer(),
  articles: Type.Integer(),
  views: Type.Integer(),
  subscribers: Type.Integer(),
  subscribeStatus: TF,
  followers: Type.Integer(),
  followStatus: TF,
  description: Type.String(),
});
export type ProductLine = Static<typeof ProductLine>;

/** A product as a list shows it (spec 3 Product: id, name, image, category, brand, brandProductLine.categoryId). */
export const ProductCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  brand: Type.Union([BrandRef, Type.Null()]),
  categoryId: NullableId,
  /** the first-level device category's name; '' when none */
  category: Type.String(),
  brandProductLine: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), categoryId: NullableId }),
    Type.Null(),
  ]),
  views: Type.Integer(),
  followers: Type.Integer(),
});
export type ProductCard = Static<typeof ProductCard>;

/** one row of a product's specifications */
export const ProductSpec = Type.Object({ name: Type.String(), value: Type.String() });
export type ProductSpec = Static<typeof ProductSpec>;

/** A product's page: its pictures, specifications and introduction (plain text, paragraphs by newline). */
export const ProductDetail = Type.Object({
  ...ProductCard.properties,
  pictures: Type.Array(Type.String()),
  specs: Type.Array(ProductSpec),
  description: Type.String(),
  followStatus: TF,
  /** the viewer administers the product's brand (may edit it) */
  manage: Type.Optional(Type.Boolean()),
});
export type ProductDetail = Static<typeof ProductDetail>;

/**
 * A brand activity (spec 3 Activity: id, name, cover/shareImage, views, contents, subscribeStatus),
 * with its time and place and its sign-up.
 */
export const BrandActivity = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  shareImage: Type.String(),
  brand: BrandRef,
  categoryId: NullableId,
  place: Type.String(),
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  phase: Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')]),
  /** places; 0 means no limit */
  capacity: Type.Integer(),
  signups: Type.Integer(),
  views: Type.Integer(),
  contents: Type.Integer(),
  subscribers: Type.Integer(),
  subscribeStatus: TF,
  signUpStatus: TF,
  description: Type.String(),
});
export type BrandActivity = Static<typeof BrandActivity>;

/** A brand's page: the introduction and its product lines. */
export const BrandDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  description: Type.String(),
  views: Type.Integer(),
  subscribers: Type.Integer(),
  subscribeStatus: TF,
  /** the device categories its lines are in */
  categories: Type.Array(BrandCategory),
  productLines: Type.Array(ProductLine),
  products: Type.Integer(),
  /** the viewer administers the brand (sees its leads) */
  manage: Type.Boolean(),
});
export type BrandDetail = Static<typeof BrandDetail>;

/** A device category's home (/bms/home/{id}?categoryCode=). */
export const CategoryHome = Type.Object({
  category: BrandCategory,
  brands: Type.Array(BrandCard),
  productLines: Type.Array(ProductLine),
  hotProducts: Type.Array(ProductCard),
  activities: Type.Array(BrandActivity),
});
export type CategoryHome = Static<typeof CategoryHome>;

/** a tab of the product page's 临床应用 (rules/brand PRODUCT_MENTION_TYPES) */
export const ProductMentionType = Type.Union([
  Type.Literal('case'),
  Type.Literal('article'),
  Type.Literal('talk'),
  Type.Literal('question'),
]);
export type ProductMentionType = Static<typeof ProductMentionType>;

/**
 * An item that mentions a product (the product page's 临床应用): a case, an article or news item, a
 * meeting's talk, a question or an answer, as its owning area shows it, with its page from the jump
 * rules. Only published items that every reader may see are listed.
 */
export const ProductMention = Type.Object({
  type: ProductMentionType,
  /** what it is: a user-written article or case, a news item, a talk, a question, an answer */
  kind: Type.Union([
    Type.Literal('mp_article'),
    Type.Literal('info'),
    Type.Literal('agenda'),
    Type.Literal('community_question'),
    Type.Literal('community_answer'),
  ]),
  id: Type.Integer(),
  title: Type.String(),
  /** plain text, short; '' when none */
  summary: Type.String(),
  /** an image address; '' when none */
  cover: Type.String(),
  /** its page, from the jump rules */
  url: Type.String(),
  /** when it was published (a talk: when it is given), ms */
  time: Type.Integer(),
  /** who wrote or gives it (匿名用户 for an anonymous author); '' when nobody is named */
  authorName: Type.String(),
  /** where it belongs: a talk's meeting; '' when nothing */
  context: Type.String(),
  /** spec 3 bmsAuth: 1 brand certified; only content that carries the flag has it */
  bmsAuth: Type.Optional(Type.Integer()),
});
export type ProductMention = Static<typeof ProductMention>;

export const ProductMentionCounts = Type.Object({
  case: Type.Integer(),
  article: Type.Integer(),
  talk: Type.Integer(),
  question: Type.Integer(),
});
export type ProductMentionCounts = Static<typeof ProductMentionCounts>;

// ---- calls ----

/** a category by id, or by code when the id is not known (the More popup sends both) */
export const CategoryHomeQuery = Type.Object({
  categoryId: Type.Optional(Id()),
  categoryCode: Type.Optional(Type.String({ maxLength: 50 })),
});
export type CategoryHomeQuery = Static<typeof CategoryHomeQuery>;

export const ByIdQuery = Type.Object({ id: Id() });
export type ByIdQuery = Static<typeof ByIdQuery>;

export const ProductListQuery = Type.Object({
  brandId: Type.Optional(Id()),
  productLineId: Type.Optional(Id()),
  categoryId: Type.Optional(Id()),
  /** words of the product's or its brand's name (the editor's product picker) */
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
  ...PageQuery,
});
export type ProductListQuery = Static<typeof ProductListQuery>;

/** the items of one type that mention a product, newest first */
export const ProductMentionsQuery = Type.Object({
  productId: Id(),
  type: ProductMentionType,
  ...PageQuery,
});
export type ProductMentionsQuery = Static<typeof ProductMentionsQuery>;

export const ActivityListQuery = Type.Object({
  brandId: Type.Optional(Id()),
  categoryId: Type.Optional(Id()),
  ...PageQuery,
});
export type ActivityListQuery = Static<typeof ActivityListQuery>;

export const CategoryHomeResponse = okResult(CategoryHome);
export const BrandDetailResponse = okResult(BrandDetail);
export const ProductLineResponse = okResult(ProductLine);
export const ProductDetailResponse = okResult(ProductDetail);
export const ActivityResponse = okResult(BrandActivity);
export const ProductListResponse = okList(ProductCard);
export const ActivityListResponse = okList(BrandActivity);
export const ProductMentionsResponse = Type.Object({
  ...okList(ProductMention).properties,
  /** the visible items of every type, for the tabs */
  counts: ProductMentionCounts,
});
export type ProductMentionsResponse = Static<typeof ProductMentionsResponse>;

/** subscribeBrand: the session user's subscription to a brand */
export const SubscribeBrandBody = Type.Object({ brandId: Id(), userId: IgnoredUserId() });
export type SubscribeBrandBody = Static<typeof SubscribeBrandBody>;

/** spec 7: subscribe / follow a product line (brandId, productLineId) */
export const ProductLineActionBody = Type.Object({
  brandId: Id(),
  productLineId: Id(),
  userId: IgnoredUserId(),
});
export type ProductLineActionBody = Static<typeof ProductLineActionBody>;

export const FollowProductBody = Type.Object({ productId: Id(), userId: IgnoredUserId() });
export type FollowProductBody = Static<typeof FollowProductBody>;

export const ActivityActionBody = Type.Object({ activityId: Id(), userId: IgnoredUserId() });
export type ActivityActionBody = Static<typeof ActivityActionBody>;

export const SubscribeResult = Type.Object({ subscribeStatus: TF, subscribers: Type.Integer() });
export type SubscribeResult = Static<typeof SubscribeResult>;
export const SubscribeResponse = okResult(SubscribeResult);

export const FollowResult = Type.Object({ followStatus: TF, followers: Type.Integer() });
export type FollowResult = Static<typeof FollowResult>;
export const FollowResponse = okResult(FollowResult);

export const SignUpResult = Type.Object({ signUpStatus: TF, signups: Type.Integer() });
export type SignUpResult = Static<typeof SignUpResult>;
export const SignUpResponse = okResult(SignUpResult);

/** spec 7 submitProductInterestPersonnel: who is interested in a product, and how to reach them */
export const InterestBody = Type.Object({
  productId: Id(),
  name: Type.String({ maxLength: 200 }),
  hospital: Type.String({ maxLength: 200 }),
  department: Type.String({ maxLength: 200 }),
  contact: Type.String({ maxLength: 200 }),
  userId: IgnoredUserId(),
});
export type InterestBody = Static<typeof InterestBody>;
export const InterestResponse = okResult(Type.Object({ id: Type.Integer() }));

/** A lead as the brand's administrators see it. */
export const Lead = Type.Object({
  id: Type.Integer(),
  product: Type.Object({ id: Type.Integer(), name: Type.String() }),
  name: Type.String(),
  hospital: Type.String(),
  department: Type.String(),
  contact: Type.String(),
  createdAt: Type.Integer(),
});
export type Lead = Static<typeof Lead>;

export const LeadsQuery = Type.Object({ brandId: Id(), ...PageQuery });
export type LeadsQuery = Static<typeof LeadsQuery>;
export const LeadsResponse = okList(Lead);

// ---- brand administration (spec 6: addProduct, authMember, removeMember) ----

const ProductFormFields = {
  name: Type.String({ maxLength: 200 }),
  pictures: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 }),
  specs: Type.Array(
    Type.Object({ name: Type.String({ maxLength: 200 }), value: Type.String({ maxLength: 500 }) }),
    { maxItems: 50 },
  ),
  description: Type.String({ maxLength: 10_000 }),
};

/** a new product of a brand, in one of its lines or none */
export const AddProductBody = Type.Object({
  brandId: Id(),
  productLineId: Type.Optional(Type.Union([Id(), Type.Null()])),
  ...ProductFormFields,
});
export type AddProductBody = Static<typeof AddProductBody>;

export const UpdateProductBody = Type.Object({
  productId: Id(),
  productLineId: Type.Optional(Type.Union([Id(), Type.Null()])),
  ...ProductFormFields,
});
export type UpdateProductBody = Static<typeof UpdateProductBody>;
export const ProductWriteResponse = okResult(Type.Object({ id: Type.Integer() }));

export const BrandMember = Type.Object({
  userId: Type.Integer(),
  realName: Type.String(),
  avatarAddress: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
  createdAt: Type.Integer(),
});
export type BrandMember = Static<typeof BrandMember>;
export const MembersQuery = Type.Object({ brandId: Id() });
export const MembersResponse = okList(BrandMember);

/** the person authorised or removed (the actor is the session's) */
export const MemberBody = Type.Object({ brandId: Id(), memberId: Id() });
export type MemberBody = Static<typeof MemberBody>;
export const MemberResponse = okResult(Type.Object({ members: Type.Integer() }));

// ---- brand videos (issue 21): a brand's videos, played on their page, with comments ----

/** A brand video as a list shows it. */
export const BrandVideoCard = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  /** seconds */
  duration: Type.Integer(),
  views: Type.Integer(),
  comments: Type.Integer(),
  brand: BrandRef,
  /** the category its page is opened under (null: '-') */
  categoryId: NullableId,
  createdAt: Type.Integer(),
});
export type BrandVideoCard = Static<typeof BrandVideoCard>;

/** A brand video's page: the card, what plays, what it is about, and the product it shows. */
export const BrandVideo = Type.Object({
  ...BrandVideoCard.properties,
  videoUrl: Type.String(),
  description: Type.String(),
  product: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
});
export type BrandVideo = Static<typeof BrandVideo>;

export const BrandVideoListQuery = Type.Object({
  brandId: Type.Optional(Id()),
  categoryId: Type.Optional(Id()),
  ...PageQuery,
});
export type BrandVideoListQuery = Static<typeof BrandVideoListQuery>;
export const BrandVideoListResponse = okList(BrandVideoCard);
export const BrandVideoResponse = okResult(BrandVideo);
