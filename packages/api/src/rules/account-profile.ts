import { answerHomeUrl, isHttpUrl, questionHomeUrl } from '@portal/api/links';

/**
 * Rules of the user profile page (/user-center, issue 14) both sides need, free of schemas: its
 * tabs and who may see them, its page size, its messages and where its items link to.
 */

/** The tabs an owner may show or hide to visitors (home-view settings, spec 7). */
export const PROFILE_TABS = ['dynamics', 'articles', 'qa', 'follows', 'favourites', 'fans'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** What visitors see while the owner has saved nothing: everything but the collections. */
export const DEFAULT_HOME_VIEW: Readonly<Record<ProfileTab, boolean>> = {
  dynamics: true,
  articles: true,
  qa: true,
  follows: true,
  favourites: false,
  fans: true,
};

/** every list of the page pages by 10 (spec 9's list size) */
export const PROFILE_PAGE_SIZE = 10;
/** products shown on an enterprise profile */
export const ENTERPRISE_PRODUCTS_MAX = 12;

export const PROFILE_MESSAGES = {
  userNotFound: '用户不存在',
  hiddenTab: '该用户未公开此内容',
  ownerOnly: '仅本人可查看',
  notEnterprise: '该用户不是企业用户',
  notAdministrator: '该用户未管理任何品牌',
} as const;

/** The profile page of a user (spec 2). */
export const profileUrl = (userId: number) => `/user-center?profileUserId=${userId}`;

/** What an item on the profile page is. */
export type ProfileContentType =
  | 'article'
  | 'case'
  | 'info'
  | 'question'
  | 'answer'
  | 'user'
  | 'topic'
  | 'circle'
  | 'column'
  | 'department'
  | 'productLine'
  | 'activity';

/** Where an item of the profile's lists leads (spec 2's jump table); null: nowhere. */
export function profileItemUrl(
  type: ProfileContentType,
  id: number,
  categoryId: number | null = null,
): string | null {
  switch (type) {
    case 'article':
    case 'case':
      return `/case/detail-ugc?id=${id}`;
    case 'info':
      return `/info/detail?id=${id}`;
    case 'question':
      return questionHomeUrl(id);
    case 'answer':
      return answerHomeUrl(id);
    case 'user':
      return id > 0 ? profileUrl(id) : null;
    case 'topic':
      return `/topic-circle/communitytopic?id=${id}`;
    case 'circle':
      return `/topic-circle/communitycircle?id=${id}`;
    case 'column':
      return `/column/detail/pgc?id=${id}`;
    case 'department':
      return `/department/detail?departmentId=${id}`;
    case 'productLine':
      return `/bms/classify/${categoryId ?? '-'}/product-line-details/${id}`;
    case 'activity':
      return `/topic-circle/activitydetail?id=${id}`;
  }
}

/** a brand's page (spec 2 jump rule brand; no category known here) */
export const brandUrl = (id: number) => `/bms/classify/-/brand-details/${id}`;
/** a product's page (spec 2 jump rule product) */
export const productUrl = (id: number, categoryId: number | null) =>
  `/bms/classify/${categoryId ?? '-'}/product-details/${id}`;

/** A personal website is shown as a link only when it is an absolute http(s) address. */
export function websiteHref(website: string | null | undefined): string | null {
  const value = website?.trim();
  return value && isHttpUrl(value) ? value : null;
}
