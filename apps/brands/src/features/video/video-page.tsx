import { beijingDateTime } from '@portal/api/beijing-time';
import { brandVideoQuery } from '@portal/api/queries/brand';
import { profileUrl } from '@portal/api/rules/account-profile';
import { useQuery } from '@portal/query';
import { useParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import type { CommentAuthor } from '@portal/shared-ui/comments';
import { ContentLink, useHost } from '@portal/shared-ui/host';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { VideoPlayer } from '@portal/shared-ui/video-player';
import { lazy, Suspense, useMemo } from 'react';
import { idParam, PageFrame, Section } from '../../components/page-frame';
import { VideosSection } from '../../components/videos-section';
import { messages } from '../../messages';
import { videoCommentAdapter } from './comment-adapter';

const t = messages.video;

// below the player: the comment system's code loads with the page's first view, not the remote's
const CommentSection = lazy(() =>
  import('@portal/shared-ui/comments').then((m) => ({ default: m.CommentSection })),
);

const commentProfile = (author: CommentAuthor) =>
  author.id == null ? undefined : profileUrl(Number(author.id));

/** `/bms/classify/{categoryId or -}/video-details/{id}`: a brand video, its product, and its comments. */
export function VideoPage() {
  const params = useParams();
  const id = idParam(params.id);
  const host = useHost();
  const user = useSessionUser();
  const query = useQuery({ ...brandVideoQuery(id ?? 0), enabled: id !== undefined });
  const adapter = useMemo(() => videoCommentAdapter(id ?? 0), [id]);
  return (
    <PageFrame
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(video) => t.documentTitle(video.title)}
    >
      {(video) => (
        <>
          <section aria-label={video.title} className="space-y-3 rounded-lg bg-white p-3 sm:p-5">
            <VideoPlayer
              key={video.id}
              src={video.videoUrl}
              poster={video.cover}
              title={video.title}
              texts={t.player}
            />
            <h1 className="text-lg font-semibold text-ink">{video.title}</h1>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-mute">
              <span>
                {t.brand}：
                <ContentLink
                  item={{ type: 'brand', id: video.brand.id, categoryId: video.categoryId ?? '-' }}
                  className="text-brand hover:underline"
                >
                  {video.brand.name}
                </ContentLink>
              </span>
              {video.product ? (
                <span>
                  {t.product}：
                  <ContentLink
                    item={{ type: 'product', id: video.product.id, categoryId: video.categoryId ?? '-' }}
                    className="text-brand hover:underline"
                  >
                    {video.product.name}
                  </ContentLink>
                </span>
              ) : null}
              <span>{t.views(video.views)}</span>
              <span>{beijingDateTime(video.createdAt)}</span>
            </p>
            {video.description ? (
              <p className="whitespace-pre-line text-sm leading-6 text-ink-soft">{video.description}</p>
            ) : null}
          </section>
          <Section title={t.comments}>
            <Suspense fallback={<Skeleton lines={4} />}>
              <CommentSection
                adapter={adapter}
                area="short-video"
                signedIn={user !== null}
                onRequireLogin={() => host.requireLogin()}
                profileHref={commentProfile}
              />
            </Suspense>
          </Section>
          <VideosSection scope={{ brandId: video.brand.id }} />
        </>
      )}
    </PageFrame>
  );
}
