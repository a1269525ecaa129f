import { okEmpty, okList, okResult } from '@portal/api/contract/envelope';
import { SessionUser } from '@portal/api/contract/user';
import { QR_URL_MAX_LENGTH } from '@portal/api/links';
import { type Static, Type } from 'typebox';

/** A navigation link of the header or footer; the server returns enabled ones only, in order. */
export const NavLink = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  /** open in a new tab (external or legacy pages) */
  newTab: Type.Boolean(),
});
export type NavLink = Static<typeof NavLink>;

export const NavigationQuery = Type.Object({
  position: Type.Union([Type.Literal('header'), Type.Literal('footer')]),
});
export type NavigationQuery = Static<typeof NavigationQuery>;

/** Placeholder hint words of the search box (spec 7: hint words (dictIdStr)). */
export const HintWordsQuery = Type.Object({ dictIdStr: Type.String({ minLength: 1, maxLength: 100 }) });
export type HintWordsQuery = Static<typeof HintWordsQuery>;
export const HintWord = Type.Object({ id: Type.Integer(), word: Type.String() });
export type HintWord = Static<typeof HintWord>;

/** More popup, group 1: academic resources. */
export const AcademicResource = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  newTab: Type.Boolean(),
});
export type AcademicResource = Static<typeof AcademicResource>;

/** More popup, group 2: subspeciality channels, linked as /channel/home?channelId&channelTitle&mpId&ocsId. */
export const Channel = Type.Object({
  channelId: Type.Integer(),
  channelTitle: Type.String(),
  mpId: Type.Integer(),
  ocsId: Type.Integer(),
});
export type Channel = Static<typeof Channel>;

/** More popup, group 3: first-level medical device categories, linked as /bms/home/{id}?categoryCode={code}. */
export const DeviceCategory = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() });
export type DeviceCategory = Static<typeof DeviceCategory>;

/** The six footer QR codes: what each encodes (a real URL) and its caption. */
export const FooterQrCode = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() });
export type FooterQrCode = Static<typeof FooterQrCode>;

export const NavigationResponse = okList(NavLink);
export const HintWordsResponse = okList(HintWord);
export const AcademicResourcesResponse = okList(AcademicResource);
export const ChannelsResponse = okList(Channel);
export const DeviceCategoriesResponse = okList(DeviceCategory);
export const FooterQrCodesResponse = okList(FooterQrCode);

// ---- the header's user calls ----

export const PendingContentResponse = okResult(
  Type.Object({ pending: Type.Boolean(), count: Type.Integer({ minimum: 0 }) }),
);
export const UnreadCountResponse = okResult(Type.Object({ count: Type.Integer({ minimum: 0 }) }));

/** Requirement type (spec 3): code, desc. `其他` is the one that makes the remark required. */
export const RequirementType = Type.Object({ code: Type.String(), desc: Type.String() });
export type RequirementType = Static<typeof RequirementType>;
export const RequirementTypesResponse = okList(RequirementType);

/**
 * Requirement submission (spec 3): contactInformation, remark, typesStr (comma-joined codes).
 * The schema only caps the size: the server trims and checks the spec's limits itself
 * (`@portal/api/rules/requirement`, counted in characters after trimming) so each rule answers
 * with its own Chinese message. An absent remark counts as empty.
 */
export const SubmitRequirementBody = Type.Object({
  contactInformation: Type.String({ maxLength: 2000 }),
  remark: Type.Optional(Type.String({ maxLength: 2000 })),
  typesStr: Type.String({ maxLength: 500 }),
});
export type SubmitRequirementBody = Static<typeof SubmitRequirementBody>;
export const SubmitRequirementResponse = okEmpty;

export const EnTicket = Type.Object({
  code: Type.String(),
  expiresAt: Type.Integer(),
  /** the EN link with the code appended */
  url: Type.String(),
});
export type EnTicket = Static<typeof EnTicket>;
export const EnTicketResponse = okResult(EnTicket);
export const ExchangeEnTicketBody = Type.Object({ code: Type.String({ minLength: 16, maxLength: 128 }) });
export type ExchangeEnTicketBody = Static<typeof ExchangeEnTicketBody>;
/** a good code signs in like fast login: the session user, the session only in its cookie */
export const ExchangeEnTicketResponse = okResult(SessionUser);

// ---- the server-drawn QR image (footer QR codes, side bar app QR) ----

/** GET /media/qr.svg?url=... (QR_IMAGE_PATH of @portal/api/links): an SVG QR code of an absolute http(s) URL. */
export const QrImageQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: QR_URL_MAX_LENGTH }) });
export type QrImageQuery = Static<typeof QrImageQuery>;
