import { beijingDateTime } from '@portal/api/beijing-time';
import { departmentFeedbackQuery } from '@portal/api/queries/department';
import { useInfiniteQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { PagedList } from '@portal/shared-ui/paged-list';
import { Section } from '../../components/page-frame';
import { departmentMessages } from '../../department-messages';
import { messages } from '../../messages';
import { PersonLink } from './person-link';

const t = departmentMessages.feedback;

/** 收到的反馈, for the department's administrators (the server refuses anyone else), newest first. */
export function FeedbackSection({ departmentId }: { departmentId: number }) {
  const user = useSessionUser();
  const query = useInfiniteQuery(departmentFeedbackQuery(departmentId, user?.id ?? null));
  return (
    <Section title={t.list}>
      <PagedList query={query} texts={messages.common} emptyText={t.empty}>
        {(items) => (
          <ul aria-label={t.list} className="divide-y divide-line">
            {items.map((f) => (
              <li key={f.id} className="py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded bg-surface px-1.5 text-xs text-ink-soft">{t.types[f.type]}</span>
                  <PersonLink person={f.user} size={24} />
                  <time className="ml-auto text-xs text-ink-mute">{beijingDateTime(f.createdAt)}</time>
                </div>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-ink-soft">{f.text}</p>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Section>
  );
}
