import { VideoPlayer as SharedVideoPlayer } from '@portal/shared-ui/video-player';
import { messages } from '../../messages';

const text = messages.panoramicGuidance.video;

/** The interpreting video's player: the shared player with this app's words. Key it per video. */
export function VideoPlayer({ src, poster, title }: { src: string; poster: string; title: string }) {
  return <SharedVideoPlayer src={src} poster={poster} title={title} texts={text} />;
}
