import type { ArticleParagraphs } from '@portal/api/contract/article';
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import type { CommentAdapter, CommentArea, CommentAuthor } from '@portal/shared-ui/comments';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { WhenNear } from '@portal/shared-ui/when-near';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense } from 'react';
import { ReadingLimitGate } from '../../features/reading-limit/reading-limit-gate';
import { ContentBadges } from '../content-badges';
import { DetailBody } from './detail-body';
import { DetailLayout } from './detail-layout';
import { BottomToolbar, type DetailEngagement, SideToolbar } from './engagement-toolbars';
import { profileHref } from './profile-href';
import { RelatedArticles, type RelatedArticlesProps } from './related-articles';

const commentProfile = (author: CommentAuthor) => (author.id == null ? undefined : profileHref(author.id));

// below the article: its code and its first page load when the reader heads for it
const CommentSection = lazy(() =>
  import('@portal/shared-ui/comments').then((m) => ({ default: m.CommentSection })),
);
const COMMENTS_MIN_HEIGHT = 240;

export interface DetailArticleProps {
  /** accessible name of the side toolbar */
  toolbarLabel: string;
  engagement: DetailEngagement;
  commentCount: number;
  /** the comment section's id (the side toolbar scrolls to it) and its accessible name */
  comments: { id: string; label: string; area: CommentArea; adapter: CommentAdapter };
  aside?: ReactNode;
  title: string;
  essences: 'T' | 'F';
  bmsAuth: number;
  /** who wrote it, under the title */
  byline: ReactNode;
  /** the facts line (source, time, views): `MetaItem`s */
  meta: ReactNode;
  /** anything under the facts line (subspecialty chips) */
  tags?: ReactNode;
  /** the reading-limit key: one per article ('mp:12', 'info:7') */
  readingKey: string;
  body: ArticleParagraphs;
  related: RelatedArticlesProps;
}

/**
 * The article page of spec 2 that news items and user-written articles share: side toolbar,
 * title block, body behind the reading limit, bottom toolbar, related articles and comments.
 */
export function DetailArticle(props: DetailArticleProps) {
  const user = useSessionUser();
  const { comments } = props;
  return (
    <DetailLayout
      toolbar={
        <SideToolbar
          label={props.toolbarLabel}
          engagement={props.engagement}
          commentCount={props.commentCount}
          commentsId={comments.id}
        />
      }
      aside={props.aside}
    >
      <article className="rounded-lg bg-white px-8 py-8">
        <header className="border-b border-line pb-6">
          <div className="flex items-start gap-3">
            <h1 className="text-[28px] font-semibold leading-snug text-ink">{props.title}</h1>
            <ContentBadges essences={props.essences} bmsAuth={props.bmsAuth} className="mt-3" />
          </div>
          {props.byline}
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-mute">{props.meta}</dl>
          {props.tags}
        </header>
        <ReadingLimitGate articleKey={props.readingKey}>
          <DetailBody body={props.body} />
        </ReadingLimitGate>
        <BottomToolbar engagement={props.engagement} />
      </article>

      <RelatedArticles id={props.related.id} query={props.related.query} />

      <section id={comments.id} aria-label={comments.label} className="mt-6 scroll-mt-24">
        <WhenNear minHeight={COMMENTS_MIN_HEIGHT}>
          <Suspense fallback={<Skeleton lines={4} className="rounded-lg bg-white p-6" />}>
            <CommentSection
              area={comments.area}
              previewReplies={3}
              adapter={comments.adapter}
              signedIn={!!user}
              onRequireLogin={() => requireLogin()}
              profileHref={commentProfile}
            />
          </Suspense>
        </WhenNear>
      </section>
    </DetailLayout>
  );
}

/** One fact of the facts line. */
export function MetaItem({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The publish time, to the minute. */
export function PublishTime({ ms }: { ms: number }) {
  return <time dateTime={dayjs(ms).format('YYYY-MM-DDTHH:mm')}>{dayjs(ms).format('YYYY-MM-DD HH:mm')}</time>;
}
