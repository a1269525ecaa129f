import type { InterpretingVideoDetail } from '@portal/api/contract/guidance';
import type { ElabDetail, ElabSpecialColumnDetail } from '@portal/api/contract/panoramic';
import { guidanceEndpoints } from '@portal/api/endpoints/guidance';
import { panoramicEndpoints } from '@portal/api/endpoints/panoramic';
import type { FirstQuery } from '@portal/api/first-data';
import { elabCaseUrl, elabColumnUrl } from '@portal/api/links';
import { elabCasePage, elabColumnPage, interpretingVideoPage } from '@portal/api/pages/content';
import type { FastifyInstance } from 'fastify';
import { absoluteAddress, escapeHtml, htmlBlocks, pageText } from '../../../web/page-html';
import { isoTime, itemListLd, SITE_PUBLISHER } from '../../../web/page-ld';
import { answerOf, issuedOnce, type PageContext, type PageRenderer, type PageView } from '../../../web/pages';
import { blocksHtml, linkList, textOf } from './page-text';

/**
 * A guide's interpreting video, a panoramic surgery case and a panoramic special column as HTML
 * (issue 24): a VideoObject, an Article with its surgeons, a CollectionPage of cases. None of these
 * calls depends on who reads, and none holds anything private.
 */

/** ISO 8601 duration ("PT1M5S"), what schema.org's `duration` reads */
function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(s / 60);
  return `PT${minutes ? `${minutes}M` : ''}${s % 60 || !minutes ? `${s % 60}S` : ''}`;
}

/** the player's figure: mm:ss */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, Math.round(seconds)) % 60).padStart(2, '0')}`;

function videoView(video: InterpretingVideoDetail, context: PageContext): PageView {
  const published = isoTime(video.publishTime);
  const description = video.description || `${video.guide.title}的解读视频`;
  const speaker = video.author.authorName;
  return {
    head: {
      title: video.videoName,
      description,
      ...(video.cover ? { image: video.cover } : {}),
      ogType: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: video.videoName,
        description,
        thumbnailUrl: video.cover ? [absoluteAddress(context.origin, video.cover)] : [],
        uploadDate: published,
        duration: isoDuration(video.duration),
        // the file every visitor's player gets (the call is the same for anyone)
        ...(video.videoUrl ? { contentUrl: absoluteAddress(context.origin, video.videoUrl) } : {}),
        ...(speaker ? { author: { '@type': 'Person', name: speaker } } : {}),
        publisher: SITE_PUBLISHER,
        about: { '@type': 'CreativeWork', name: video.guide.title },
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: { '@type': 'WatchAction' },
          userInteractionCount: video.views,
        },
        mainEntityOfPage: context.canonical,
      },
    },
    main: pageText(
      video.videoName,
      [speaker ? `讲者：${speaker}` : '', published.slice(0, 10), `时长 ${clock(video.duration)}`]
        .filter(Boolean)
        .join(' · '),
      `${video.description ? `<p>${escapeHtml(video.description)}</p>` : ''}<p>${escapeHtml(
        `解读${video.guide.kindName}：${video.guide.title}`,
      )}</p>`,
    ),
  };
}

function elabCaseView(item: ElabDetail, context: PageContext): PageView {
  const blocks = htmlBlocks(item.content);
  const description = item.shareDesc || textOf(blocks);
  const published = isoTime(item.publishTime);
  const surgeons = item.authorList.map((a) => a.userRealname).filter(Boolean);
  const keywords = [item.elabSurgicalClassification.name, ...item.classificationList.map((c) => c.name)];
  return {
    head: {
      title: item.caseName,
      description,
      ...(item.image ? { image: item.image } : {}),
      ogType: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: item.caseName,
        description,
        datePublished: published,
        ...(item.image ? { image: [absoluteAddress(context.origin, item.image)] } : {}),
        author: item.authorList.map((a) => ({
          '@type': 'Person',
          name: a.userRealname,
          ...(a.company ? { affiliation: { '@type': 'Organization', name: a.company } } : {}),
        })),
        publisher: SITE_PUBLISHER,
        keywords: keywords.filter(Boolean).join(','),
        mainEntityOfPage: context.canonical,
      },
    },
    main: pageText(
      item.caseName,
      [surgeons.join('、'), item.hospital, item.elabSurgicalClassification.name, published.slice(0, 10)]
        .filter(Boolean)
        .join(' · '),
      `${blocksHtml(blocks)}${linkList(
        '收录于专栏',
        item.columns.map((c) => ({ href: elabColumnUrl(c.id), text: c.title })),
      )}`,
    ),
  };
}

function elabColumnView(column: ElabSpecialColumnDetail, context: PageContext): PageView {
  const description = column.description || column.title;
  return {
    head: {
      title: column.title,
      description,
      ...(column.cover ? { image: column.cover } : {}),
      ogType: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: column.title,
        description,
        url: context.canonical,
        ...(column.cover ? { image: [absoluteAddress(context.origin, column.cover)] } : {}),
        publisher: SITE_PUBLISHER,
        mainEntity: itemListLd(
          context.origin,
          column.cases.map((c) => ({ url: elabCaseUrl(c.id), name: c.caseName })),
        ),
      },
    },
    main: pageText(
      column.title,
      `${column.contents} 个病例`,
      `${column.description ? `<p>${escapeHtml(column.description)}</p>` : ''}${linkList(
        '',
        column.cases.map((c) => ({ href: elabCaseUrl(c.id), text: c.caseName })),
      )}`,
    ),
  };
}

const goneFrom =
  (table: 'interpreting_videos' | 'elab_cases' | 'elab_special_columns') =>
  (app: FastifyInstance, first: FirstQuery): Promise<boolean> =>
    issuedOnce(app, table, Number((first.input as unknown as Record<string, unknown>).id));

export const PANORAMIC_GUIDANCE_PAGES: readonly PageRenderer[] = [
  {
    page: interpretingVideoPage,
    view: ([item], context) => videoView(answerOf(guidanceEndpoints.videoDetail, item), context),
    gone: goneFrom('interpreting_videos'),
  },
  {
    page: elabCasePage,
    view: ([item], context) => elabCaseView(answerOf(panoramicEndpoints.caseDetail, item), context),
    gone: goneFrom('elab_cases'),
  },
  {
    page: elabColumnPage,
    view: ([item], context) => elabColumnView(answerOf(panoramicEndpoints.columnDetail, item), context),
    gone: goneFrom('elab_special_columns'),
  },
];
