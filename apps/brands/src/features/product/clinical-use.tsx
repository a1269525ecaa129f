import { beijingDate } from '@portal/api/beijing-time';
import type { ProductMention } from '@portal/api/contract/brand';
import { apiErrorMessage } from '@portal/api/errors';
import { productMentionsQuery } from '@portal/api/queries/brand';
import { PRODUCT_MENTION_TYPES, type ProductMentionType } from '@portal/api/rules/brand';
import { useInfiniteQuery } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { ContentLink } from '@portal/shared-ui/host';
import { pagedItems } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Section } from '../../components/page-frame';
import { messages } from '../../messages';

const t = messages.clinical;
const common = messages.common;

/** the tabs that hold more than one kind of item (文章 and 资讯, 问题 and 回答): their rows say which */
const MIXED: ReadonlySet<ProductMentionType> = new Set(['article', 'question']);

/** the badge of what an item is: a user-written one says case or article, the others their kind */
const kindLabel = (m: ProductMention) =>
  m.kind === 'mp_article' ? t.kinds[m.type === 'case' ? 'case' : 'article'] : t.kinds[m.kind];

function MentionRow({ mention }: { mention: ProductMention }) {
  const meta = [mention.authorName, beijingDate(mention.time)].filter(Boolean).join(' · ');
  return (
    // the server gives the page from the jump rules; the host opens it as every given link (a new tab)
    <ContentLink
      item={{ type: 'other', id: mention.id, url: mention.url }}
      className="flex gap-3 border-b border-line py-3 last:border-0 hover:bg-surface/60"
    >
      {mention.cover ? (
        <img
          src={mention.cover}
          alt=""
          width={120}
          height={68}
          loading="lazy"
          decoding="async"
          className="h-[54px] w-24 shrink-0 rounded object-cover sm:h-[68px] sm:w-[120px]"
        />
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-[15px] leading-6 text-ink">
          {MIXED.has(mention.type) ? (
            <span className="mr-1.5 rounded bg-surface px-1.5 py-0.5 align-middle text-xs text-ink-soft">
              {kindLabel(mention)}
            </span>
          ) : null}
          {mention.bmsAuth === 1 ? (
            <span className="mr-1.5 rounded bg-brand-50 px-1.5 py-0.5 align-middle text-xs font-medium text-brand-700 ring-1 ring-brand-200">
              {t.certified}
            </span>
          ) : null}
          {mention.title}
        </span>
        {mention.summary ? (
          <span className="mt-1 line-clamp-2 text-sm leading-6 text-ink-soft max-sm:line-clamp-1">
            {mention.summary}
          </span>
        ) : null}
        <span className="mt-1 block truncate text-xs text-ink-mute">
          {meta}
          {mention.context ? ` · ${t.meeting(mention.context)}` : ''}
        </span>
      </span>
    </ContentLink>
  );
}

function MentionList({ productId, type }: { productId: number; type: ProductMentionType }) {
  const query = useInfiniteQuery(productMentionsQuery(productId, type));
  const items = pagedItems(query.data);
  if (query.isPending) return <Skeleton lines={4} label={common.loading} className="py-3" />;
  if (query.isError && items.length === 0)
    return (
      <ErrorBlock
        message={apiErrorMessage(query.error, common.loadFailed)}
        onRetry={() => void query.refetch()}
        retryText={common.retry}
        className="py-8"
      />
    );
  if (items.length === 0)
    return <p className="py-8 text-center text-sm text-ink-mute">{t.empty(t.tabs[type])}</p>;
  return (
    <>
      <ul>
        {items.map((m) => (
          <li key={`${m.kind}-${m.id}`}>
            <MentionRow mention={m} />
          </li>
        ))}
      </ul>
      <div className="pt-3 text-center">
        {query.isFetchNextPageError ? (
          <ErrorBlock
            message={apiErrorMessage(query.error, common.loadFailed)}
            onRetry={() => void query.fetchNextPage()}
            retryText={common.retry}
            className="py-4"
          />
        ) : query.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? common.loading : t.loadMore}
          </Button>
        ) : (
          <p className="text-sm text-ink-mute">{common.noMore}</p>
        )}
      </div>
    </>
  );
}

/**
 * 临床应用: the cases, articles, meeting talks and questions that mention the product, a tab each
 * with its count, a page at a time. Until the reader picks a tab, the first with anything in it is
 * shown (every answer carries every type's count).
 */
export function ClinicalUse({ productId }: { productId: number }) {
  const [chosen, setChosen] = useState<ProductMentionType | undefined>(undefined);
  const first = useInfiniteQuery(productMentionsQuery(productId, PRODUCT_MENTION_TYPES[0]));
  const counts = first.data?.pages[0]?.counts;
  const current =
    chosen ?? (counts ? (PRODUCT_MENTION_TYPES.find((type) => counts[type] > 0) ?? 'case') : 'case');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (index: number) => {
    const type = PRODUCT_MENTION_TYPES[(index + PRODUCT_MENTION_TYPES.length) % PRODUCT_MENTION_TYPES.length];
    if (!type) return;
    setChosen(type);
    tabs.current[PRODUCT_MENTION_TYPES.indexOf(type)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = PRODUCT_MENTION_TYPES.indexOf(current);
    if (event.key === 'ArrowRight') choose(at + 1);
    else if (event.key === 'ArrowLeft') choose(at - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Section title={t.title}>
      <div
        role="tablist"
        aria-label={t.tabsLabel}
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-line sm:gap-4"
      >
        {PRODUCT_MENTION_TYPES.map((type, i) => {
          const selected = type === current;
          return (
            <button
              key={type}
              ref={(node) => {
                tabs.current[i] = node;
              }}
              type="button"
              role="tab"
              id={`clinical-tab-${type}`}
              aria-selected={selected}
              aria-controls="clinical-tab-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => setChosen(type)}
              className={`min-h-12 shrink-0 whitespace-nowrap px-2 py-2.5 text-sm md:min-h-0 ${
                selected
                  ? 'border-b-2 border-brand font-semibold text-brand'
                  : 'text-ink-soft hover:text-brand'
              }`}
            >
              {t.tabs[type]}
              {counts ? <span className="ml-1 text-xs text-ink-mute">{t.count(counts[type])}</span> : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="clinical-tab-panel" aria-labelledby={`clinical-tab-${current}`}>
        <MentionList key={current} productId={productId} type={current} />
      </div>
    </Section>
  );
}
