import type { RelatedArticle } from '@portal/api/contract/article';
import type { ListEnvelope } from '@portal/api/contract/envelope';
import type { JumpItem } from '@portal/api/contract/jump';
import { type UseQueryOptions, useQuery } from '@portal/query';
import { ContentLink } from '@portal/shared-ui/host';

type ContentKey = readonly ['content', string, { readonly id: number }];

import { messages } from '../../messages';

/** ugc: a user-written article (mparticle); pgc: a professional article, the news detail page. */
export function relatedJump(item: RelatedArticle): JumpItem {
  return item.ffrom === 'ugc'
    ? { type: 'mparticle', id: item.articleId }
    : { type: 'info', id: item.articleId, url: `/info/detail?id=${item.articleId}` };
}

type RelatedList = ListEnvelope<RelatedArticle>;

export interface RelatedArticlesProps {
  /** the item the page shows */
  id: number;
  /** the area's related query (`@portal/api/queries/content`) */
  query(id: number): UseQueryOptions<RelatedList, Error, RelatedList, ContentKey>;
}

const NONE: RelatedArticle[] = [];

/** 相关文章: four related articles; nothing at all while loading, when empty or on failure. */
export function RelatedArticles({ id, query }: RelatedArticlesProps) {
  const list = useQuery(query(id)).data?.list.slice(0, 4) ?? NONE;

  if (list.length === 0) return null;
  return (
    <section aria-label={messages.detailPage.related} className="mt-6 rounded-lg bg-white px-8 py-6">
      <h2 className="text-lg font-semibold text-ink">{messages.detailPage.related}</h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {list.map((item) => (
          <li key={`${item.ffrom}-${item.articleId}`}>
            <ContentLink item={relatedJump(item)} className="group block no-underline" title={item.title}>
              <span className="block aspect-video overflow-hidden rounded-md bg-surface">
                {item.cover ? (
                  <img
                    src={item.cover}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </span>
              <span className="mt-2 line-clamp-2 text-sm font-medium text-ink group-hover:text-brand">
                {item.title}
              </span>
              <span className="mt-1 block truncate text-xs text-ink-mute">{item.author}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
