/**
 * The addresses the shell serves itself (issue 24), declared once for the shell's router and for
 * the server, which answers 404 to an address that neither the shell nor a remote serves. Every
 * other page belongs to the remote whose prefix owns it (`remotes.json`, read at run time).
 */
export const SHELL_PAGES = {
  home: '/',
  signIn: '/signin',
  register: '/register',
} as const;

export type ShellPage = (typeof SHELL_PAGES)[keyof typeof SHELL_PAGES];

/** `/signin/` is `/signin`; the root stays `/` */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

const SHELL_PAGE_PATHS: ReadonlySet<string> = new Set<string>(Object.values(SHELL_PAGES));

/**
 * Whether the shell's router shows one of its own pages at this path. The router matches
 * regardless of case and of a trailing slash, and so does this.
 */
export function isShellPage(path: string): boolean {
  return SHELL_PAGE_PATHS.has(withoutTrailingSlash(path).toLowerCase());
}

/**
 * Whether a remote's prefix owns a path: the prefix equals the path or is followed by '/' in it (a
 * segment boundary, so '/info' owns '/info/detail/x' but not '/information'). A prefix that is not
 * an absolute path (or is '/') owns nothing.
 */
export function prefixOwns(prefix: string, path: string): boolean {
  if (!prefix.startsWith('/') || prefix.startsWith('//')) return false;
  const owner = prefix.replace(/\/+$/, '');
  return owner !== '' && (path === owner || path.startsWith(`${owner}/`));
}

/** Whether some page answers at this path: one of the shell's, or one under a remote's prefix. */
export function isKnownPage(path: string, remotePrefixes: Iterable<string>): boolean {
  if (isShellPage(path)) return true;
  for (const prefix of remotePrefixes) if (prefixOwns(prefix, path)) return true;
  return false;
}
