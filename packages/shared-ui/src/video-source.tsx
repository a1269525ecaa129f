/**
 * Playing a video address that may be an HLS playlist (a competition entry's transcoded video, a
 * short video) in a plain <video>: the short-video player and the review page's entries. hls.js
 * loads only for a playlist the browser cannot play itself (Chromium, Firefox), never with a page.
 */

/** An HLS playlist address rather than a file. */
export const isHlsUrl = (url: string) => /\.m3u8(?:$|[?#])/i.test(url);

/**
 * Plays `url` in `video`: a file (mp4, webm) or a playlist the browser plays itself goes to
 * `src`; a playlist elsewhere goes through hls.js, loaded only then. Answers the cleanup; `onError`
 * when the stream cannot be played.
 */
export function attachSource(video: HTMLVideoElement, url: string, onError: () => void): () => void {
  if (!isHlsUrl(url) || video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
    };
  }
  let disposed = false;
  let destroy: (() => void) | null = null;
  import(/* webpackChunkName: "hls" */ 'hls.js').then(
    ({ default: Hls }) => {
      if (disposed) return;
      if (!Hls.isSupported()) {
        onError();
        return;
      }
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onError();
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    },
    () => !disposed && onError(),
  );
  return () => {
    disposed = true;
    destroy?.();
  };
}
