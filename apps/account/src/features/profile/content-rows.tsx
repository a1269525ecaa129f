import { beijingDate, beijingDateTime } from '@portal/api/beijing-time';
import type {
  DynamicItem,
  ProfileArticle,
  ProfileCollectionEntry,
  ProfileQa,
  Subscription,
} from '@portal/api/contract/account-profile';
import { answerHomeUrl, questionHomeUrl } from '@portal/api/links';
import { profileItemUrl } from '@portal/api/rules/account-profile';
import { memo, type ReactNode } from 'react';
import { messages } from '../../messages';

const t = messages.profile;

/** a title leading to its page in a new tab (spec 2), or plain text when it has none */
function ItemLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <span className="font-medium text-ink">{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-ink hover:text-brand">
      {children}
    </a>
  );
}

function Cover({ src }: { src: string }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={120}
      height={68}
      loading="lazy"
      className="h-[68px] w-[120px] shrink-0 rounded object-cover"
    />
  );
}

const Meta = ({ children }: { children: ReactNode }) => (
  <p className="mt-1 flex flex-wrap gap-3 text-xs text-ink-mute">{children}</p>
);

/** 动态: "发布了 文章 title", with when it happened (a like from before like times were kept has none) */
export const DynamicRow = memo(function DynamicRow({ item }: { item: DynamicItem }) {
  return (
    <article className="flex gap-4 py-4">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-mute">
          {t.actions[item.action]} {t.contentTypes[item.contentType]}
          {item.time !== null ? <time className="ml-3">{beijingDateTime(item.time)}</time> : null}
        </p>
        <h3 className="mt-1 line-clamp-1">
          <ItemLink href={profileItemUrl(item.contentType, item.id)}>{item.title}</ItemLink>
        </h3>
        {item.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.description}</p>
        ) : null}
      </div>
      <Cover src={item.cover} />
    </article>
  );
});

export const ArticleRow = memo(function ArticleRow({ item }: { item: ProfileArticle }) {
  return (
    <article className="flex gap-4 py-4">
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-1">
          <span className="mr-2 rounded bg-brand/10 px-1.5 text-xs text-brand">
            {t.contentTypes[item.type]}
          </span>
          <ItemLink href={profileItemUrl(item.type, item.id)}>{item.title}</ItemLink>
        </h3>
        {item.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.description}</p>
        ) : null}
        <Meta>
          <time>{beijingDate(item.publishTime)}</time>
          <span>{t.viewsCount(item.showViews)}</span>
          <span>{t.commentsCount(item.showComments)}</span>
          <span>{t.diggsCount(item.showDiggs)}</span>
        </Meta>
      </div>
      <Cover src={item.cover} />
    </article>
  );
});

export const QaRow = memo(function QaRow({ item }: { item: ProfileQa }) {
  const href = item.kind === 'question' ? questionHomeUrl(item.questionId) : answerHomeUrl(item.id);
  return (
    <article className="py-4">
      <h3 className="line-clamp-1">
        <span className="mr-2 rounded bg-brand/10 px-1.5 text-xs text-brand">
          {item.kind === 'question' ? t.question : t.answer}
        </span>
        <ItemLink href={href}>{item.title}</ItemLink>
      </h3>
      {item.text ? <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.text}</p> : null}
      <Meta>
        <time>{beijingDate(item.publishTime)}</time>
        {item.kind === 'question' ? (
          <span>{t.answersCount(item.answers)}</span>
        ) : (
          <>
            <span>{t.diggsCount(item.diggs)}</span>
            <span>{t.commentsCount(item.comments)}</span>
          </>
        )}
        {item.isHideCreator === 'T' ? <span className="text-amber-700">{t.anonymousAsked}</span> : null}
      </Meta>
    </article>
  );
});

/** a collected item of any type with a card: its page comes with it (`url`, from the jump rules) */
export const CollectionRow = memo(function CollectionRow({ item }: { item: ProfileCollectionEntry }) {
  return (
    <article className="flex gap-4 py-4">
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-1">
          <span className="mr-2 rounded bg-brand/10 px-1.5 text-xs text-brand">
            {t.contentTypes[item.contentType]}
          </span>
          <ItemLink href={item.url || null}>{item.title}</ItemLink>
        </h3>
        {item.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.description}</p>
        ) : null}
        <Meta>
          <time>{t.collectedAt(beijingDate(item.collectTime))}</time>
        </Meta>
      </div>
      <Cover src={item.cover} />
    </article>
  );
});

export const SubscriptionRow = memo(function SubscriptionRow({ item }: { item: Subscription }) {
  return (
    <article className="flex items-center gap-3 py-3">
      {item.cover ? (
        <img
          src={item.cover}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="h-10 w-10 rounded object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-1">
          <span className="mr-2 rounded bg-brand/10 px-1.5 text-xs text-brand">
            {t.contentTypes[item.type]}
          </span>
          <ItemLink href={profileItemUrl(item.type, item.id, item.categoryId)}>{item.title}</ItemLink>
        </p>
        <Meta>
          <time>{t.subscribedAt(beijingDate(item.time))}</time>
        </Meta>
      </div>
    </article>
  );
});
