import type { ColumnDetail, ColumnType } from '@portal/api/contract/weeklies-columns';
import { COLUMN_PAGE_SIZE, columnItemsQuery } from '@portal/api/queries/content';
import { useSearchParams } from '@portal/router';
import { Avatar } from '@portal/shared-ui/avatar';
import { Button } from '@portal/shared-ui/button';
import dayjs from 'dayjs';
import { ContentEntryItem } from '../../components/content-entry-item';
import { DetailNotFound, DetailStates } from '../../components/detail/detail-states';
import { parseDetailId } from '../../components/detail/use-detail';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { ListResults } from '../../components/list/list-results';
import { listSearch, parsePositiveInt } from '../../components/list/search-params';
import { useListPage } from '../../components/list/use-list-page';
import { messages } from '../../messages';
import { useColumn, useSubscription } from './use-column';

const t = messages.weeklyColumns;

const parseType = (value: string | null): ColumnType | undefined =>
  value === 'pgc' || value === 'ugc' ? value : undefined;

/**
 * /column/detail/pgc?id= and /column/detail?id&type=: a column with its items, paged by `?page=`.
 * The /pgc form goes by id alone (the jump rule sends every column without a type there); the
 * other form must name the column's own type.
 */
export function ColumnDetailPage({ requireType = false }: { requireType?: boolean }) {
  const [params] = useSearchParams();
  const type = parseType(params.get('type'));
  const id = requireType && !type ? undefined : parseDetailId(params.get('id'));
  return <ColumnView key={requireType ? (type ?? '') : ''} id={id} type={requireType ? type : undefined} />;
}

function ColumnView({ id, type }: { id: number | undefined; type: ColumnType | undefined }) {
  const { state, retry } = useColumn(id, type);
  useDocumentTitle(state.status === 'success' ? state.data.title : undefined);

  return (
    <div className="mx-auto w-full max-w-[920px] px-4 py-6">
      <DetailStates
        state={state}
        retry={retry}
        notFound={<DetailNotFound title={t.columnNotFound} backTo="/info" backText={t.backToNews} />}
      >
        {(column) => (
          <>
            <ColumnHeader key={column.id} column={column} />
            <ColumnItems columnId={column.id} />
          </>
        )}
      </DetailStates>
    </div>
  );
}

function ColumnHeader({ column }: { column: ColumnDetail }) {
  const subscription = useSubscription(column);
  return (
    <header className="flex flex-col gap-4 rounded-lg bg-white px-4 py-5 md:flex-row md:gap-6 md:px-8 md:py-8">
      {column.cover ? (
        <img
          src={column.cover}
          alt=""
          width={240}
          height={135}
          className="aspect-video w-full shrink-0 rounded-md object-cover md:aspect-auto md:h-[135px] md:w-[240px]"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-3">
          <h1 className="text-[22px] font-semibold leading-snug text-ink md:text-[26px]">{column.title}</h1>
          <span className="mt-2 shrink-0 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
            {t.columnBadge[column.type]}
          </span>
        </div>
        {column.creator ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-ink">
            <Avatar src={column.creator.avatarAddress} name={column.creator.realName} size={28} />
            <span className="font-medium">{column.creator.realName}</span>
            {column.creator.company ? <span className="text-ink-mute">{column.creator.company}</span> : null}
          </p>
        ) : null}
        <p className="mt-3 text-sm leading-6 text-ink-soft">{column.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-4 text-sm text-ink-mute">
          <span>{t.contents(column.contents)}</span>
          <span>{t.viewsCount(column.views)}</span>
          <span data-testid="column-subscribers">{t.subscribers(subscription.subscribers)}</span>
          <span>
            {t.updatedAt} {dayjs(column.updateTime).format('YYYY-MM-DD')}
          </span>
          <Button
            variant={subscription.on ? 'secondary' : 'primary'}
            size="sm"
            className="min-w-[88px] max-md:h-12 max-md:w-full md:ml-auto"
            aria-pressed={subscription.on}
            loading={subscription.busy}
            onClick={subscription.toggle}
          >
            {subscription.on ? t.subscribed : t.subscribe}
          </Button>
        </div>
      </div>
    </header>
  );
}

function ColumnItems({ columnId }: { columnId: number }) {
  const [params] = useSearchParams();
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const { state, retry } = useListPage(
    columnItemsQuery({ id: columnId, pageNo: page, pageSize: COLUMN_PAGE_SIZE }),
  );
  return (
    <ListResults
      label={t.columnItems}
      state={state}
      retry={retry}
      emptyText={t.columnEmpty}
      page={page}
      pageSearch={(p) => listSearch(params, { page: p })}
      renderItem={(item) => <ContentEntryItem key={`${item.jumpType}-${item.id}`} entry={item} />}
    />
  );
}
