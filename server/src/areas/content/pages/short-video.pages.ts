import type { ShortVideo } from '@portal/api/contract/short-video';
import { shortVideoEndpoints } from '@portal/api/endpoints/short-video';
import { shortVideoPage } from '@portal/api/pages/short-video';
import { absoluteAddress, escapeHtml } from '../../../web/page-html';
import { isoTime, SITE_PUBLISHER } from '../../../web/page-ld';
import { answerOf, issuedOnce, type PageContext, type PageRenderer, type PageView } from '../../../web/pages';

/**
 * The short-video player's page as HTML (issue 24): schema.org VideoObject. Its first data is the
 * player's detail call, answered for whoever asks, so an anonymous creator is 匿名用户 here exactly
 * as the API answers them (their name, id and avatar never leave the server).
 */

/** ISO 8601 duration ("PT1M5S"), what schema.org's `duration` reads */
function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(s / 60);
  return `PT${minutes ? `${minutes}M` : ''}${s % 60 || !minutes ? `${s % 60}S` : ''}`;
}

const idOf = (input: unknown) => Number((input as Record<string, unknown>).id);

function shortVideoView(video: ShortVideo, context: PageContext): PageView {
  const published = isoTime(video.onlineTime);
  const byline = [video.creator.realName, published.slice(0, 10)].filter(Boolean).join(' · ');
  const description = video.description || video.title;
  return {
    head: {
      title: video.title,
      description,
      ...(video.cover ? { image: video.cover } : {}),
      ogType: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: video.title,
        description,
        thumbnailUrl: video.cover ? [absoluteAddress(context.origin, video.cover)] : [],
        uploadDate: published,
        duration: isoDuration(video.duration),
        // a short video is free to watch: its file is what the page plays to anyone
        contentUrl: absoluteAddress(context.origin, video.videoUrl),
        ...(video.creator.realName ? { author: { '@type': 'Person', name: video.creator.realName } } : {}),
        publisher: SITE_PUBLISHER,
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: { '@type': 'WatchAction' },
          userInteractionCount: video.views,
        },
        mainEntityOfPage: context.canonical,
      },
    },
    main: `<div class="portal-page-frame"><div class="portal-page-text"><h1>${escapeHtml(video.title)}</h1>${
      byline ? `<p>${escapeHtml(byline)}</p>` : ''
    }${video.description ? `<p>${escapeHtml(video.description)}</p>` : ''}</div></div>`,
  };
}

export const SHORT_VIDEO_PAGES: readonly PageRenderer[] = [
  {
    page: shortVideoPage,
    view: ([item], context) => shortVideoView(answerOf(shortVideoEndpoints.detail, item), context),
    gone: (app, first) => issuedOnce(app, 'short_videos', idOf(first.input)),
  },
];
