import type { JumpItem } from '@portal/api/contract/jump';
import type { ColumnItem } from '@portal/api/contract/weeklies-columns';
import { articleSpecialsQuery } from '@portal/api/queries/content';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import { useQuery } from '@portal/query';
import { ContentLink } from '@portal/shared-ui/host';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';

const t = messages.weeklyColumns;

/** pgc columns take the jump rule's default form; ugc ones name their type (/column/detail?id&type). */
export function columnJump(column: Pick<ColumnItem, 'id' | 'type'>): JumpItem {
  return column.type === 'pgc'
    ? { type: 'article_column', id: column.id }
    : { type: 'article_column', id: column.id, columnType: column.type };
}

const NONE: ColumnItem[] = [];

export interface ColumnEntranceProps {
  articleId: number;
  /** U: a user-written article or case; I: a news item */
  articleType: SidebarContentType;
}

/** Right-column card of an article page: the columns ("specials") holding it; nothing when none. */
export function ColumnEntrance({ articleId, articleType }: ColumnEntranceProps) {
  // a side card: on failure it stays hidden, the article is what matters
  const columns = useQuery(articleSpecialsQuery({ articleId, type: articleType })).data?.list ?? NONE;

  if (columns.length === 0) return null;
  return (
    <SideCard density="regular" title={t.entranceTitle}>
      <ul className="space-y-3">
        {columns.map((column) => (
          <li key={column.id}>
            <ContentLink
              item={columnJump(column)}
              className="group flex gap-3 no-underline"
              title={column.title}
            >
              <span className="block h-[54px] w-[96px] shrink-0 overflow-hidden rounded bg-surface">
                {column.cover ? (
                  <img
                    src={column.cover}
                    alt=""
                    width={96}
                    height={54}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="line-clamp-2 text-sm font-medium text-ink group-hover:text-brand">
                  {column.title}
                </span>
                <span className="mt-auto text-xs text-ink-mute">
                  {t.contents(column.contents)} · {t.viewsCount(column.views)}
                </span>
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </SideCard>
  );
}
