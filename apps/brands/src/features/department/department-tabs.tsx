import { beijingDate } from '@portal/api/beijing-time';
import type { DepartmentDynamic } from '@portal/api/contract/department';
import type { JumpItem } from '@portal/api/contract/jump';
import { departmentDynamicsQuery, departmentMembersQuery } from '@portal/api/queries/department';
import { useInfiniteQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { ContentLink } from '@portal/shared-ui/host';
import { PagedList } from '@portal/shared-ui/paged-list';
import { departmentMessages } from '../../department-messages';
import { messages } from '../../messages';
import { PersonLink } from './person-link';
import { RemoveMemberButton } from './remove-member-button';

const t = departmentMessages;

/** where an item opens, by the host's jump rules (spec 2) */
function jumpItem(item: DepartmentDynamic): JumpItem {
  switch (item.contentType) {
    case 'article':
    case 'case':
      return { type: 'mparticle', id: item.id };
    case 'question':
      return { type: 'community_question', id: item.id };
    case 'answer':
      // the jump rule of an answer is "the link given with it"
      return { type: 'community_answer', url: item.url };
  }
}

/** 动态: what the members published, newest first, a page at a time */
export function DynamicsList({ departmentId }: { departmentId: number }) {
  const user = useSessionUser();
  const query = useInfiniteQuery(departmentDynamicsQuery(departmentId, user?.id ?? null));
  return (
    <PagedList query={query} texts={messages.common} emptyText={t.noDynamics}>
      {(items) => (
        <ul aria-label={t.tabs.dynamics} className="divide-y divide-line">
          {items.map((item) => (
            <li key={`${item.contentType}:${item.id}`} className="flex gap-3 py-3">
              <div className="min-w-0 flex-1">
                <ContentLink
                  item={jumpItem(item)}
                  className="block text-[15px] font-medium text-ink hover:text-brand"
                >
                  <span className="mr-2 rounded bg-brand-50 px-1.5 align-middle text-xs font-normal text-brand">
                    {t.contentTypes[item.contentType]}
                  </span>
                  {item.title}
                </ContentLink>
                {item.summary ? (
                  <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.summary}</p>
                ) : null}
                <div className="mt-2 flex items-center gap-3">
                  <PersonLink person={item.author} size={24} />
                  <time className="shrink-0 text-xs text-ink-mute">{beijingDate(item.time)}</time>
                </div>
              </div>
              {item.cover ? (
                <img
                  src={item.cover}
                  alt=""
                  width={220}
                  height={124}
                  loading="lazy"
                  className="hidden h-[124px] w-[220px] shrink-0 rounded object-cover sm:block"
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** 成员: administrators first, each to their profile; an administrator may remove a member */
export function MembersList({ departmentId, isAdmin }: { departmentId: number; isAdmin: boolean }) {
  const user = useSessionUser();
  const query = useInfiniteQuery(departmentMembersQuery(departmentId, user?.id ?? null));
  return (
    <PagedList query={query} texts={messages.common} emptyText={t.noMembers}>
      {(items) => (
        <ul aria-label={t.tabs.members} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {items.map((m, i) => (
            <li
              key={m.id === 0 ? `anonymous-${i}` : m.id}
              className="flex items-center gap-3 rounded-lg border border-line p-3"
            >
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-2">
                  <PersonLink person={m} size={40} />
                  {m.role === 'admin' ? (
                    <span className="shrink-0 rounded bg-brand-50 px-1.5 text-xs text-brand">{t.admin}</span>
                  ) : null}
                </div>
                <p className="mt-1 truncate pl-12 text-xs text-ink-mute">
                  {[m.title, m.company].filter(Boolean).join(' · ')}
                </p>
              </div>
              {isAdmin && m.role === 'member' && m.id !== 0 && m.id !== user?.id ? (
                <RemoveMemberButton departmentId={departmentId} member={m} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
