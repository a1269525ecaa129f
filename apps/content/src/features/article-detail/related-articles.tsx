import { getRelatedArticles } from '@portal/api/calls/article';
import type { RelatedArticle } from '@portal/api/contract/article';
import type { JumpItem } from '@portal/api/contract/jump';
import { ContentLink } from '@portal/shared-ui/host';
import { useEffect, useState } from 'react';
import { messages } from '../../messages';

/** ugc: a user-written article (mparticle); pgc: a professional article, the news detail page. */
export function relatedJump(item: RelatedArticle): JumpItem {
  return item.ffrom === 'ugc'
    ? { type: 'mparticle', id: item.articleId }
    : { type: 'info', id: item.articleId, url: `/info/detail?id=${item.articleId}` };
}

/** 相关文章: four related articles; nothing at all while loading, when empty or on failure. */
export function RelatedArticles({ articleId }: { articleId: number }) {
  const [list, setList] = useState<RelatedArticle[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    setList([]);
    getRelatedArticles(articleId, { signal: controller.signal }).then(
      (r) => {
        if (!controller.signal.aborted) setList(r.list.slice(0, 4));
      },
      () => {},
    );
    return () => controller.abort();
  }, [articleId]);

  if (list.length === 0) return null;
  return (
    <section aria-label={messages.articleDetail.related} className="mt-6 rounded-lg bg-white px-8 py-6">
      <h2 className="text-lg font-semibold text-ink">{messages.articleDetail.related}</h2>
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
