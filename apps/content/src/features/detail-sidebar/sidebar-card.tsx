import { Skeleton } from '@portal/shared-ui/skeleton';
import { Component, type ReactNode } from 'react';
import { messages } from '../../messages';

/** The frame every right-column card shares. */
export function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg bg-white px-5 py-5">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function SidebarCardSkeleton({ title, lines = 3 }: { title: string; lines?: number }) {
  return (
    <section aria-label={title} className="rounded-lg bg-white px-5 py-5">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <Skeleton lines={lines} className="mt-3" label={messages.detailSidebar.loading(title)} />
    </section>
  );
}

/** A card that throws while rendering disappears alone; the page and the other cards stay. */
export class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[detail-sidebar] a card failed to render', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
