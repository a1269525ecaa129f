import { messages } from '../../messages';
import { ShareButton } from './share-button';
import type { Toggle } from './toggle';
import { ToggleButton } from './toggle-button';

/** What both toolbars of a detail page show and do. */
export interface DetailEngagement {
  like: Toggle;
  collect: Toggle;
  onLike(): void;
  onCollect(): void;
}

const sideButton =
  'flex h-12 w-12 flex-col items-center justify-center rounded-full bg-white text-xs text-ink-soft shadow ring-1 ring-line hover:text-brand aria-pressed:text-brand';
const bottomButton =
  'rounded-full px-6 py-3.5 text-sm ring-1 ring-line text-ink-soft hover:text-brand aria-pressed:bg-brand-50 aria-pressed:text-brand aria-pressed:ring-brand md:py-2';

/**
 * The left sticky toolbar (spec 2): like, collect, the comment count (scrolls to the comments
 * element `commentsId`) and share with a QR code of the page address.
 */
export function SideToolbar({
  label,
  engagement,
  commentCount,
  commentsId,
}: {
  /** accessible name of the toolbar, e.g. 文章操作 */
  label: string;
  engagement: DetailEngagement;
  commentCount: number;
  commentsId: string;
}) {
  return (
    <aside
      aria-label={label}
      className="sticky top-24 hidden w-14 shrink-0 flex-col items-center gap-3 md:flex"
    >
      <ToggleButton
        label={messages.detailPage.like}
        activeLabel={messages.detailPage.liked}
        state={engagement.like}
        onClick={engagement.onLike}
        className={sideButton}
      />
      <ToggleButton
        label={messages.detailPage.collect}
        activeLabel={messages.detailPage.collected}
        state={engagement.collect}
        onClick={engagement.onCollect}
        className={sideButton}
      />
      <button type="button" onClick={() => scrollToComments(commentsId)} className={sideButton}>
        {messages.detailPage.comments} {commentCount}
      </button>
      <ShareButton className={sideButton} />
    </aside>
  );
}

/** Like and collect again under the body, sharing the side toolbar's state. */
export function BottomToolbar({ engagement }: { engagement: DetailEngagement }) {
  return (
    <footer className="mt-8 flex justify-center gap-6 border-t border-line pt-6">
      <ToggleButton
        label={messages.detailPage.like}
        activeLabel={messages.detailPage.liked}
        state={engagement.like}
        onClick={engagement.onLike}
        className={bottomButton}
      />
      <ToggleButton
        label={messages.detailPage.collect}
        activeLabel={messages.detailPage.collected}
        state={engagement.collect}
        onClick={engagement.onCollect}
        className={bottomButton}
      />
    </footer>
  );
}

function scrollToComments(id: string) {
  document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}
