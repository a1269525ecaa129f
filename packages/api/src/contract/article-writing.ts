import { Id, IgnoredUserId, okList, okResult, PAGE_NO_MAX } from '@portal/api/contract/envelope';
import { WRITING_LIMITS } from '@portal/api/rules/article-writing';
import { type Static, Type } from 'typebox';

/**
 * Writing a case, an article or popular science (issue 23; spec 7's user article calls: list,
 * drafts, delete, save, update, watermark switch). The author is the session's user, never a
 * `userId` in the request; a piece of someone else's answers 404. The body is rich HTML cleaned by
 * the server's allowlist; the limits and messages are in `rules/article-writing`.
 */

/** the editor's `type`: 0 case, 2 article, 3 popular science */
export const WritingKindSchema = Type.Union([Type.Literal(0), Type.Literal(2), Type.Literal(3)]);

export const WritingState = Type.Union([
  Type.Literal('draft'),
  Type.Literal('pending'),
  Type.Literal('published'),
  Type.Literal('rejected'),
]);

/** what the editor sends: a new piece or the whole of an existing one */
export const WritingFields = {
  type: WritingKindSchema,
  // the outer caps; WRITING_LIMITS are the rules, said in Chinese by the route
  title: Type.String({ maxLength: 1000 }),
  summary: Type.Optional(Type.String({ maxLength: 5000 })),
  /** an uploaded picture's address (/media/uploads/...) or empty */
  cover: Type.Optional(Type.String({ maxLength: 500 })),
  subspecialtyIds: Type.Optional(Type.Array(Id(), { maxItems: 50 })),
  productIds: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
  body: Type.String({ maxLength: WRITING_LIMITS.bodyHtmlMax }),
  watermark: Type.Optional(Type.Boolean()),
  /** true: publish (or submit for review); false: keep as a private draft */
  publish: Type.Boolean(),
};

export const SaveArticleBody = Type.Object({ ...WritingFields, userId: IgnoredUserId() });
export type SaveArticleBody = Static<typeof SaveArticleBody>;

export const UpdateArticleBody = Type.Object({
  ...WritingFields,
  id: Id(),
  /** the version the editor loaded; a newer one on the server answers 409 */
  version: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  userId: IgnoredUserId(),
});
export type UpdateArticleBody = Static<typeof UpdateArticleBody>;

export const SavedPiece = Type.Object({
  id: Type.Integer(),
  state: WritingState,
  version: Type.Integer(),
  /** where it is read once published */
  url: Type.String(),
  updatedAt: Type.Integer(),
});
export type SavedPiece = Static<typeof SavedPiece>;
export const SavedPieceResponse = okResult(SavedPiece);

/** one piece on the author's own lists */
export const WrittenPiece = Type.Object({
  id: Type.Integer(),
  type: WritingKindSchema,
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  state: WritingState,
  /** the reviewer's reason when rejected */
  reason: Type.Union([Type.String(), Type.Null()]),
  watermark: Type.Boolean(),
  version: Type.Integer(),
  publishTime: Type.Integer(),
  updatedAt: Type.Integer(),
  url: Type.String(),
});
export type WrittenPiece = Static<typeof WrittenPiece>;

export const MyArticlesQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: WRITING_LIMITS.listPageSizeMax, default: 10 })),
  type: Type.Optional(WritingKindSchema),
  userId: IgnoredUserId(),
});
export type MyArticlesQuery = Static<typeof MyArticlesQuery>;
export const MyArticlesResponse = okList(WrittenPiece);

/** spec 7: the drafts page asks pageNo 1, pageSize 999 and reads page.totalCount */
export const DraftsQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: WRITING_LIMITS.draftsPageSizeMax, default: 10 }),
  ),
  loginUserId: IgnoredUserId(),
  userId: IgnoredUserId(),
});
export type DraftsQuery = Static<typeof DraftsQuery>;
export const DraftsResponse = okList(WrittenPiece);

export const PieceQuery = Type.Object({ id: Id() });
export type PieceQuery = Static<typeof PieceQuery>;

/** a piece reopened in the editor: everything it sends back */
export const OpenedPiece = Type.Object({
  ...WrittenPiece.properties,
  subspecialtyIds: Type.Array(Type.Integer()),
  productIds: Type.Array(Type.Integer()),
  /** the products named, in order, with what the editor's chips show */
  products: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      categoryId: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  /** the cleaned HTML */
  body: Type.String(),
});
export type OpenedPiece = Static<typeof OpenedPiece>;
export const OpenedPieceResponse = okResult(OpenedPiece);

export const DeleteArticleBody = Type.Object({ id: Id(), userId: IgnoredUserId() });
export type DeleteArticleBody = Static<typeof DeleteArticleBody>;
export const DeletedResponse = okResult(Type.Object({ id: Type.Integer() }));

export const WatermarkBody = Type.Object({
  id: Id(),
  watermark: Type.Boolean(),
  version: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  userId: IgnoredUserId(),
});
export type WatermarkBody = Static<typeof WatermarkBody>;
export const WatermarkResponse = okResult(
  Type.Object({ id: Type.Integer(), watermark: Type.Boolean(), version: Type.Integer() }),
);
