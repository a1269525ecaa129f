/**
 * Pages that belong to one signed-in person (issue 24): search engines must not index them. Each
 * entry is a path, and every path below it (`/editor` covers `/editor/article`, `/editorCase`
 * is listed apart because it is a name of its own).
 */
export const PRIVATE_PAGE_PREFIXES: readonly string[] = [
  '/message-center',
  '/personaldata',
  '/browsing-history',
  '/user-center/wallet',
  '/user-center/coupons',
  '/user-center/physical-orders',
  '/myCourses',
  '/score',
  '/signin',
  '/register',
];

/** `/editor` and every page whose name starts with it (`/editor`, `/editor/…`, `/editorCase`…) */
const EDITOR = /^\/editor/;

export function isPrivatePage(path: string): boolean {
  if (EDITOR.test(path)) return true;
  return PRIVATE_PAGE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}
