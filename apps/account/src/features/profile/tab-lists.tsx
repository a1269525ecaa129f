import {
  allCollectionsQuery,
  articlesQuery,
  dynamicsQuery,
  peopleQuery,
  qaQuery,
  subscriptionsQuery,
} from '@portal/api/queries/account-profile';
import { useInfiniteQuery } from '@portal/query';
import { useState } from 'react';
import { messages } from '../../messages';
import { ArticleRow, CollectionRow, DynamicRow, QaRow, SubscriptionRow } from './content-rows';
import { PagedList } from './paged-list';
import { PersonRow } from './person-row';

const t = messages.profile;

interface ListProps {
  profileUserId: number;
  viewerId: number | null;
}

export function DynamicsList({ profileUserId, viewerId }: ListProps) {
  const query = useInfiniteQuery(dynamicsQuery(profileUserId, viewerId));
  return (
    <PagedList
      query={query}
      label={t.tabs.dynamics}
      keyOf={(d) => `${d.action}:${d.contentType}:${d.id}`}
      row={(d) => <DynamicRow item={d} />}
    />
  );
}

/** a row of filter chips above a list (全部 / one kind) */
function KindFilter<K extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: K | undefined;
  options: [K | undefined, string][];
  onChange: (value: K | undefined) => void;
}) {
  return (
    <fieldset aria-label={label} className="flex gap-2 pt-3">
      {options.map(([key, text]) => (
        <button
          key={text}
          type="button"
          aria-pressed={value === key}
          onClick={() => onChange(key)}
          className={`rounded-full px-3 py-0.5 text-xs ${
            value === key ? 'bg-brand text-white' : 'bg-gray-100 text-ink-soft hover:text-brand'
          }`}
        >
          {text}
        </button>
      ))}
    </fieldset>
  );
}

export function ArticlesList({ profileUserId, viewerId }: ListProps) {
  const [type, setType] = useState<'article' | 'case' | undefined>(undefined);
  const query = useInfiniteQuery(articlesQuery(profileUserId, type, viewerId));
  return (
    <>
      <KindFilter
        label={t.tabs.articles}
        value={type}
        onChange={setType}
        options={[
          [undefined, t.allKinds],
          ['article', t.article],
          ['case', t.case],
        ]}
      />
      <PagedList
        query={query}
        label={t.tabs.articles}
        keyOf={(a) => String(a.id)}
        row={(a) => <ArticleRow item={a} />}
      />
    </>
  );
}

export function QaList({ profileUserId, viewerId }: ListProps) {
  const [kind, setKind] = useState<'question' | 'answer' | undefined>(undefined);
  const query = useInfiniteQuery(qaQuery(profileUserId, kind, viewerId));
  return (
    <>
      <KindFilter
        label={t.tabs.qa}
        value={kind}
        onChange={setKind}
        options={[
          [undefined, t.allKinds],
          ['question', t.question],
          ['answer', t.answer],
        ]}
      />
      <PagedList
        query={query}
        label={t.tabs.qa}
        keyOf={(q) => `${q.kind}:${q.id}`}
        row={(q) => <QaRow item={q} />}
      />
    </>
  );
}

export function PeopleList({
  profileUserId,
  viewerId,
  direction,
}: ListProps & { direction: 'follows' | 'fans' }) {
  const query = useInfiniteQuery(peopleQuery(profileUserId, direction, viewerId));
  return (
    <PagedList
      query={query}
      label={t.tabs[direction]}
      // anonymous people all come as id 0: their place in the list tells them apart
      keyOf={(p, index) => (p.anonymous ? `anonymous:${index}` : String(p.id))}
      row={(p) => <PersonRow person={p} />}
    />
  );
}

export function CollectionsList({ profileUserId, viewerId }: ListProps) {
  const query = useInfiniteQuery(allCollectionsQuery(profileUserId, viewerId));
  return (
    <PagedList
      query={query}
      label={t.tabs.favourites}
      keyOf={(c) => `${c.contentType}:${c.id}`}
      row={(c) => <CollectionRow item={c} />}
    />
  );
}

export function SubscriptionsList({ viewerId }: { viewerId: number }) {
  const query = useInfiniteQuery(subscriptionsQuery(viewerId));
  return (
    <PagedList
      query={query}
      label={t.tabs.subscriptions}
      keyOf={(s) => `${s.type}:${s.id}`}
      row={(s) => <SubscriptionRow item={s} />}
    />
  );
}
