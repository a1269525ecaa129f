import type { ArticleDetail } from '@portal/api/contract/article';
import type { InfoDetail } from '@portal/api/contract/info';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { ANONYMOUS_NAME, isAnonymousIdentity } from '@portal/api/identity';
import { caseDetailPage, infoDetailPage, userArticlePage } from '@portal/api/pages/content';
import { type BodyBlock, htmlBlocks, isPictureAddress, pageText } from '../../../web/page-html';
import { isoTime, SITE_PUBLISHER } from '../../../web/page-ld';
import { answerOf, issuedOnce, type PageContext, type PageRenderer, type PageView } from '../../../web/pages';
import { blocksHtml, textOf } from './page-text';

/**
 * The content area's public pages as HTML (issue 24): the news item (also under the case section)
 * and the user's case, article or popular science. Their first data is the detail call the screen
 * makes (`@portal/api/pages/content`), answered for the visitor, so an anonymous author is as
 * anonymous here as in the API and on the screen.
 */

const idOf = (input: unknown, field: 'id' | 'articleId') => Number((input as Record<string, unknown>)[field]);

function infoView(info: InfoDetail, context: PageContext): PageView {
  const blocks = htmlBlocks(info.content);
  const authors = info.authorList.length
    ? info.authorList.map((a) => a.authorName)
    : info.authorNames
      ? [info.authorNames]
      : [];
  const description = info.searchDescription || textOf(blocks);
  const published = isoTime(info.publishDate);
  return {
    head: {
      title: info.infoTitle,
      description,
      ...(info.infoImg ? { image: info.infoImg } : {}),
      ogType: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: info.infoTitle,
        description,
        datePublished: published,
        ...(info.infoImg ? { image: [info.infoImg] } : {}),
        author: authors.map((name) => ({ '@type': 'Person', name })),
        publisher: SITE_PUBLISHER,
        mainEntityOfPage: context.canonical,
        ...(info.subspecialtys.length ? { keywords: info.subspecialtys.map((s) => s.name).join(',') } : {}),
      },
    },
    main: pageText(
      info.infoTitle,
      [authors.join('、'), info.source, published.slice(0, 10)].filter(Boolean).join(' · '),
      blocksHtml(blocks),
    ),
  };
}

const infoRenderer = (page: typeof infoDetailPage): PageRenderer => ({
  page,
  view: ([item], context) => infoView(answerOf(infoEndpoints.detail, item), context),
  gone: (app, first) => issuedOnce(app, 'info_articles', idOf(first.input, 'id')),
});

/** the body's blocks: the sanitized HTML's, or its own (a picture's caption is its description) */
function articleBlocks(body: ArticleDetail['mpArticleParagraphs']): BodyBlock[] {
  if (typeof body === 'string') return htmlBlocks(body);
  return body.flatMap((block): BodyBlock[] => {
    if (block.type === 'img' && block.resource && isPictureAddress(block.resource))
      return [{ picture: { src: block.resource, alt: block.text?.trim() ?? '' } }];
    return block.type !== 'img' && block.type !== 'video' && block.text?.trim()
      ? [{ text: block.text.trim() }]
      : [];
  });
}

function articleView(article: ArticleDetail, context: PageContext): PageView {
  const blocks = articleBlocks(article.mpArticleParagraphs);
  // as the screen shows it: an anonymous creator is 匿名用户 to everyone, themself included
  const author = isAnonymousIdentity(article.creator.identity, 'article')
    ? ANONYMOUS_NAME
    : article.creator.realName;
  const description = article.description || textOf(blocks);
  const image = article.cover || article.images[0];
  const published = isoTime(article.publishTime);
  return {
    head: {
      title: article.title,
      description,
      ...(image ? { image } : {}),
      ogType: 'article',
      // a draft or a piece under review reaches only its author; never a search engine
      noindex: article.status !== 'published',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description,
        datePublished: published,
        ...(image ? { image: [image] } : {}),
        author: { '@type': 'Person', name: author },
        publisher: SITE_PUBLISHER,
        mainEntityOfPage: context.canonical,
        ...(article.subspecialtys.length
          ? { keywords: article.subspecialtys.map((s) => s.name).join(',') }
          : {}),
      },
    },
    main: pageText(article.title, [author, published.slice(0, 10)].join(' · '), blocksHtml(blocks)),
  };
}

export const CONTENT_PAGES: readonly PageRenderer[] = [
  infoRenderer(infoDetailPage),
  infoRenderer(caseDetailPage),
  {
    page: userArticlePage,
    view: ([item], context) => articleView(answerOf(articleEndpoints.detail, item), context),
    gone: (app, first) => issuedOnce(app, 'mp_articles', idOf(first.input, 'articleId')),
  },
];
