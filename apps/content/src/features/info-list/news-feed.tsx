import type { InfoItem } from '@portal/api/contract/info';
import { apiErrorMessage } from '@portal/api/errors';
import { NEWS_FEED_SIZE, newsFeedQuery } from '@portal/api/queries/content';
import { Link } from '@portal/router';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { ContentLink } from '@portal/shared-ui/host';
import dayjs from 'dayjs';
import { useListPage } from '../../components/list/use-list-page';
import { messages } from '../../messages';

const t = messages.newsFeed;

const rowsClass = 'grid gap-4 md:grid-cols-2';
// a phone's cover is the news list's (120 × 68, the same proportion): at 220 px the title kept a
// third of a 390 px screen. Both sides written (docs/architecture.md, "Phones")
const coverClass =
  'block shrink-0 overflow-hidden rounded-md bg-surface max-md:h-[68px] max-md:w-[120px] md:h-[124px] md:w-[220px]';

/**
 * `first`: the first row's cover is the home page's largest paint (measured: on a throttled phone
 * its lazy loading waited 6-7 s for layout and the viewport check), so it is fetched at once
 */
function NewsFeedItem({ item, first }: { item: InfoItem; first: boolean }) {
  const date = dayjs(item.publishDate).format('YYYY-MM-DD');
  return (
    <li>
      <ContentLink
        item={{ type: 'info', id: item.infoId, url: item.url }}
        className="group flex gap-3 no-underline"
        title={item.infoTitle}
      >
        <span className={coverClass} data-cover="">
          {item.infoImg ? (
            <img
              src={item.infoImg}
              alt=""
              width={220}
              height={124}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : undefined}
              decoding="async"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ) : null}
        </span>
        <span className="flex min-w-0 flex-1 flex-col py-0.5">
          <span className="line-clamp-3 text-[15px] font-medium leading-6 text-ink group-hover:text-brand">
            {item.infoTitle}
          </span>
          <time dateTime={date} className="mt-auto pt-2 text-xs text-ink-mute">
            {date}
          </time>
        </span>
      </ContentLink>
    </li>
  );
}

function NewsFeedSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={messages.common.loading}
      className={`${rowsClass} animate-pulse`}
    >
      {Array.from({ length: NEWS_FEED_SIZE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={i} className="flex gap-3">
          <div className={`${coverClass} bg-line/70`} />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-4 rounded bg-line/70" />
            <div className="h-4 w-2/3 rounded bg-line/70" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The home page's news widget (exposed as `content/widgets/NewsFeed`): the latest articles with
 * cover, title and date, each following the host's jump rule, and 更多资讯 to the full list.
 */
export function NewsFeed() {
  // in the home page's first data (`@portal/api/pages/home`): the widget asks nothing on arrival
  const { state, retry } = useListPage(newsFeedQuery());
  return (
    <div>
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-lg font-semibold text-ink">{t.title}</h2>
        <Link to="/info" className="text-sm text-ink-mute transition-colors hover:text-brand">
          {t.more}
        </Link>
      </div>
      {state.status === 'loading' ? (
        <NewsFeedSkeleton />
      ) : state.status === 'error' ? (
        <ErrorBlock
          message={apiErrorMessage(state.error, messages.common.loadFailed)}
          onRetry={retry}
          retryText={messages.common.retry}
        />
      ) : state.data.list.length === 0 ? (
        <p className="py-12 text-center text-sm text-ink-mute">{messages.infoList.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className={rowsClass}>
          {state.data.list.map((item, index) => (
            <NewsFeedItem key={item.infoId} item={item} first={index === 0} />
          ))}
        </ul>
      )}
    </div>
  );
}
