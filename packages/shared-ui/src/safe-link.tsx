import { isAbsoluteHttp, safeHref } from '@portal/api/links';
import type { ComponentProps } from 'react';

/** the one link rule, from the contract (the server checks stored addresses with it too) */
export { isAbsoluteHttp, safeHref };

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
