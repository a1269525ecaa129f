import type { InterpretingVideoDetail } from '@portal/api/contract/guidance';
import { useParams } from '@portal/router';
import { Avatar } from '@portal/shared-ui/avatar';
import dayjs from 'dayjs';
import { DetailNotFound, DetailStates } from '../../components/detail/detail-states';
import { parseDetailId } from '../../components/detail/use-detail';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { LoadedList } from '../../components/list/loaded-list';
import { messages } from '../../messages';
import { GuideEntry } from './guide-item';
import { useInterpretingVideoDetail, useInterpretingVideos, VIDEO_STRIP } from './use-guidance';
import { formatDuration, VideoCard } from './video-card';
import { VideoPlayer } from './video-player';

const text = messages.panoramicGuidance.video;

/** /guidance/detail/video/{id}: an interpreting video, its guide and more videos. */
export function InterpretingVideoPage() {
  const { id } = useParams();
  const videoId = parseDetailId(id ?? null);
  const { state, retry } = useInterpretingVideoDetail(videoId);
  useDocumentTitle(state.status === 'success' ? state.data.videoName : undefined);

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <DetailStates
        state={state}
        retry={retry}
        notFound={<DetailNotFound title={text.notFound} backTo="/guidance" backText={text.backToList} />}
      >
        {(video) => <VideoBody video={video} />}
      </DetailStates>
    </div>
  );
}

function VideoBody({ video }: { video: InterpretingVideoDetail }) {
  return (
    <>
      <article className="rounded-lg bg-white p-6">
        <VideoPlayer key={video.id} src={video.videoUrl} poster={video.cover} title={video.videoName} />
        <h1 className="mt-5 text-2xl font-semibold leading-snug text-ink">{video.videoName}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-mute">
          <span className="flex items-center gap-2">
            <Avatar src={video.author.headImage} name={video.author.authorName} size={28} />
            <span>
              {text.speaker}：<span className="text-ink">{video.author.authorName}</span>
            </span>
          </span>
          <span>
            {text.publishedAt}{' '}
            <time dateTime={dayjs(video.publishTime).format('YYYY-MM-DD')}>
              {dayjs(video.publishTime).format('YYYY-MM-DD')}
            </time>
          </span>
          <span>
            {text.duration} {formatDuration(video.duration)}
          </span>
          <span>
            {text.views} {video.views}
          </span>
        </div>
        <section aria-label={text.description} className="mt-5">
          <h2 className="text-base font-semibold text-ink">{text.description}</h2>
          <p className="mt-2 text-sm leading-7 text-ink-soft">{video.description}</p>
        </section>
      </article>
      <section aria-label={text.relatedGuide} className="mt-4 rounded-lg bg-white px-6 pt-4">
        <h2 className="text-lg font-semibold text-ink">{text.relatedGuide}</h2>
        <GuideEntry guide={video.guide} as="div" />
      </section>
      <MoreVideos currentId={video.id} />
    </>
  );
}

function MoreVideos({ currentId }: { currentId: number }) {
  // one more than shown, so leaving out the current video still fills the strip
  const { state, retry } = useInterpretingVideos({ pageNo: 1, pageSize: VIDEO_STRIP + 1 });
  const others =
    state.status === 'success'
      ? {
          ...state,
          data: {
            ...state.data,
            list: state.data.list.filter((v) => v.id !== currentId).slice(0, VIDEO_STRIP),
          },
        }
      : state;
  return (
    <section aria-label={text.moreVideos} className="mt-4 rounded-lg bg-white p-6">
      <h2 className="mb-4 text-lg font-semibold text-ink">{text.moreVideos}</h2>
      <LoadedList state={others} retry={retry} empty={messages.panoramicGuidance.guidance.noVideos}>
        {(list) => (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {list.map((v) => (
              <VideoCard key={v.id} video={v} />
            ))}
          </ul>
        )}
      </LoadedList>
    </section>
  );
}
