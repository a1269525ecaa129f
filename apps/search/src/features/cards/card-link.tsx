import type { JumpItem } from '@portal/api/contract/jump';
import { ContentLink, useHost } from '@portal/shared-ui/host';
import { safeHref } from '@portal/shared-ui/safe-link';
import type { ReactNode } from 'react';

/** Where a card leads. */
export type CardTarget =
  /** the host's jump rule; `onInPlace` plays in this page when the rule says in place */
  | { kind: 'jump'; item: JumpItem; onInPlace?: () => void }
  /** a page with no jump rule (a book, a department, an advertiser): a plain link in a new tab */
  | { kind: 'page'; url: string; rel?: string }
  | { kind: 'none' };

interface CardLinkProps {
  target: CardTarget;
  className?: string;
  title?: string;
  children?: ReactNode;
}

/** The clickable part of a card: a link, a button that opens in place, or plain content. */
export function CardLink({ target, className, title, children }: CardLinkProps) {
  const host = useHost();
  if (target.kind === 'jump') {
    if (target.onInPlace && host.resolveJump(target.item).kind === 'inPlace') {
      return (
        <button type="button" className={className} title={title} onClick={target.onInPlace}>
          {children}
        </button>
      );
    }
    return (
      <ContentLink item={target.item} className={className} title={title}>
        {children}
      </ContentLink>
    );
  }
  // the address comes from content: anything but a site path or http(s) gets no link
  const url = target.kind === 'page' ? safeHref(target.url) : null;
  if (target.kind === 'none' || !url) {
    return (
      <span className={className} title={title}>
        {children}
      </span>
    );
  }
  return (
    <a href={url} target="_blank" rel={target.rel ?? 'noopener'} className={className} title={title}>
      {children}
    </a>
  );
}
