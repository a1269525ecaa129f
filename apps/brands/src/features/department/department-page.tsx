import { collectDepartmentWrite, followDepartmentWrite } from '@portal/api/mutations/department';
import { departmentQuery } from '@portal/api/queries/department';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useViewerId } from '@portal/session/hooks';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { useState } from 'react';
import { idParam, PageFrame } from '../../components/page-frame';
import { SUBSCRIBE_TEXTS, ToggleButton } from '../../components/toggle-button';
import { departmentMessages } from '../../department-messages';
import { messages } from '../../messages';
import { AuditSection } from './audit-section';
import { DynamicsList, MembersList } from './department-tabs';
import { FeedbackButton } from './feedback-button';
import { FeedbackSection } from './feedback-section';
import { JoinButton } from './join-button';
import { SiblingDepartments } from './sibling-departments';

const t = departmentMessages;
type Tab = 'dynamics' | 'members';

/**
 * `/department/detail?departmentId={id}` (spec 2): a hospital department — its hospital, name,
 * icon, members and what they published — with subscribe, collect, feedback and 申请加入 (the
 * identity audit). Its administrators also see the pending applications and the feedback. The tab
 * is in the address (`&tab=members`), so reload and a new tab keep it.
 */
export function DepartmentPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('departmentId'));
  const tab: Tab = params.get('tab') === 'members' ? 'members' : 'dynamics';
  // the reader the page was answered for until the session check ends: its first data's key
  const viewerId = useViewerId();
  const query = useQuery({ ...departmentQuery(id ?? 0, viewerId), enabled: id !== undefined });
  const [subscribers, setSubscribers] = useState<number | undefined>(undefined);
  const tabLink = (to: Tab) => ({
    search: `?departmentId=${id}${to === 'members' ? '&tab=members' : ''}`,
  });
  return (
    <PageFrame
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(d) => t.documentTitle(d.hospitalGroupName, d.name)}
    >
      {(department) => (
        <>
          <section
            aria-label={department.name}
            className="flex flex-col gap-4 rounded-lg bg-white p-4 sm:flex-row sm:p-5"
          >
            <img
              src={department.iconUrl}
              alt=""
              width={96}
              height={96}
              className="h-16 w-16 shrink-0 rounded-lg object-cover sm:h-24 sm:w-24"
            />
            <div className="min-w-0 flex-1">
              <p className="text-sm text-ink-soft">{department.hospitalGroupName}</p>
              <h1 className="mt-0.5 text-xl font-semibold text-ink">{department.name}</h1>
              <p className="mt-1 text-xs text-ink-mute">
                {department.city} · {t.counts(department.memberTotal, subscribers ?? department.subscribers)}{' '}
                · {messages.common.views(department.views)}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <ToggleButton
                  key={`subscribe-${viewerId ?? 0}-${department.isSubscribe}`}
                  write={followDepartmentWrite}
                  input={{ departmentId: department.id }}
                  on={department.isSubscribe}
                  count={department.subscribers}
                  texts={SUBSCRIBE_TEXTS}
                  name={department.name}
                  onChange={(answer) => setSubscribers(answer.count)}
                />
                <ToggleButton
                  key={`collect-${viewerId ?? 0}-${department.isCollect}`}
                  write={collectDepartmentWrite}
                  input={{ departmentId: department.id }}
                  on={department.isCollect}
                  texts={departmentMessages.collect}
                  name={department.name}
                />
                <FeedbackButton departmentId={department.id} name={department.name} />
                <JoinButton department={department} />
              </div>
              {department.description ? (
                <>
                  <h2 className="mt-4 text-sm font-semibold text-ink">{t.about}</h2>
                  <p className="mt-1 whitespace-pre-line text-sm leading-6 text-ink-soft">
                    {department.description}
                  </p>
                </>
              ) : null}
            </div>
          </section>
          {department.isAdmin ? <AuditSection departmentId={department.id} /> : null}
          {department.isAdmin ? <FeedbackSection departmentId={department.id} /> : null}
          <section aria-label={t.tabs.label} className="rounded-lg bg-white p-4 sm:p-5">
            <FilterNav
              label={t.tabs.label}
              variant="underline"
              current="page"
              className="mb-3"
              items={[
                {
                  key: 'dynamics',
                  label: t.tabs.dynamics,
                  selected: tab === 'dynamics',
                  to: tabLink('dynamics'),
                },
                {
                  key: 'members',
                  label: t.tabs.members,
                  selected: tab === 'members',
                  to: tabLink('members'),
                },
              ]}
            />
            {tab === 'members' ? (
              <MembersList departmentId={department.id} isAdmin={department.isAdmin} />
            ) : (
              <DynamicsList departmentId={department.id} />
            )}
          </section>
          <SiblingDepartments departmentId={department.id} hospital={department.hospitalGroupName} />
        </>
      )}
    </PageFrame>
  );
}
