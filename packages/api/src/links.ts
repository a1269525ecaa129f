/**
 * Link rules both sides need, free of schemas: which addresses may go into an `href`, a redirect
 * after sign-in, or a stored resource. One rule, so the server and every screen agree.
 */

// C0 controls, DEL and the backslash: browsers drop tabs and line breaks anywhere in a URL
// ("/\t/evil.example" is sent to evil.example) and read "\" as "/"
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const UNSAFE_IN_URL = /[\u0000-\u001f\u007f\\]/;
const BASE = 'https://portal.invalid';

/**
 * A path on this site: one leading "/" (not "//", which names another host), nothing a browser
 * would drop or rewrite, and it resolves to this origin.
 */
export function isSitePath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || UNSAFE_IN_URL.test(url)) return false;
  try {
    return new URL(url, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** True for absolute http(s) addresses (another site, or this one spelled out). */
export function isAbsoluteHttp(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** An absolute http(s) URL with a host and nothing a browser would drop or rewrite. */
export function isHttpUrl(url: string): boolean {
  if (!isAbsoluteHttp(url) || UNSAFE_IN_URL.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A link address from content or the server that is safe to put in `href`: a site path or an
 * absolute http(s) URL, trimmed. Anything else (javascript:, data:, "//host", "/\t/host") is null.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value) return null;
  return isSitePath(value) || isHttpUrl(value) ? value : null;
}

/** The page of a news item: what its `url` carries (jump rule for type info: "the link given"). */
export const infoDetailUrl = (infoId: number) => `/info/detail?id=${infoId}`;

/** The AI assistant's page asked `question` (spec 2: /askAI/char/home?question=). */
export const askAiUrl = (question: string) => `/askAI/char/home?question=${encodeURIComponent(question)}`;

/** A community question's page (spec 2 jump rule community_question). */
export const questionHomeUrl = (id: number) => `/topic-circle/questionhome?id=${id}`;
/** an answer's page in the community (spec 2 answerhome/{id}) */
export const answerHomeUrl = (id: number) => `/topic-circle/answerhome/${id}`;

/** A department's page (spec 2). */
export const departmentUrl = (id: number) => `/department/detail?departmentId=${id}`;

/** A channel's home (More popup, group 2; hot channels). */
export const channelHomeUrl = (channel: {
  channelId: number;
  channelTitle: string;
  mpId: number;
  ocsId: number;
}) =>
  `/channel/home?${new URLSearchParams({
    channelId: String(channel.channelId),
    channelTitle: channel.channelTitle,
    mpId: String(channel.mpId),
    ocsId: String(channel.ocsId),
  })}`;

/** A panoramic surgery (elab) case (spec 2 jump rule elab_case_detail). */
export const elabCaseUrl = (id: number) => `/link/detail?id=${id}`;

/** A panoramic surgery special column (spec 2 jump rule elab_special_column). */
export const elabColumnUrl = (id: number) => `/link/columnlist/${id}`;

/** The panoramic surgery case list (spec 2 jump rule elab_case). */
export const ELAB_CASE_LIST_URL = '/link/';

/** A guide's interpreting video. */
export const interpretingVideoUrl = (id: number) => `/guidance/detail/video/${id}`;

/** The sister English site (spec 1, 2): the header's EN link; the server appends a one-time code. */
export const EN_SITE_URL = 'https://en.naoyihui.com/';

/** The server's QR image route: `GET /media/qr.svg?url=<absolute http(s) url>` answers an SVG. */
export const QR_IMAGE_PATH = '/media/qr.svg';
/** The longest URL the QR route draws. */
export const QR_URL_MAX_LENGTH = 512;

/** The results page of a search (spec 2: /search?keywords=). */
export const searchPageUrl = (keywords: string) => `/search?keywords=${encodeURIComponent(keywords)}`;

/** the message centre (issue 14); `?type=` names its tab */
export const MESSAGE_CENTRE_PATH = '/message-center';
