import type { ComponentProps } from 'react';

/**
 * A link address from the server that is safe to put in `href`: a same-site path ("/x", not "//x"
 * or "/\x") or an absolute http(s) URL. Anything else (javascript:, data:, garbage) gives null.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value) return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  return /^https?:\/\/[^\s/]/i.test(value) ? value : null;
}

/** True for absolute http(s) addresses (another site, or this one spelled out). */
export function isAbsoluteHttp(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export interface SafeLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> {
  href: string | null | undefined;
  /** open in a new tab with rel="noopener" */
  newTab?: boolean;
}

/** An `<a>` for a server-given address; renders its children in a span when the address is unsafe. */
export function SafeLink({ href, newTab = false, children, className, ...rest }: SafeLinkProps) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  return newTab ? (
    <a href={safe} target="_blank" rel="noopener" className={className} {...rest}>
      {children}
    </a>
  ) : (
    <a href={safe} className={className} {...rest}>
      {children}
    </a>
  );
}
