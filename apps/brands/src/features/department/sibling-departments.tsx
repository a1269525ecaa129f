import { departmentUrl } from '@portal/api/links';
import { siblingDepartmentsQuery } from '@portal/api/queries/department';
import { useQuery } from '@portal/query';
import { departmentMessages } from '../../department-messages';

const t = departmentMessages.siblings;

/** The same hospital's other departments (spec 7 department lists); nothing while loading or when none. */
export function SiblingDepartments({ departmentId, hospital }: { departmentId: number; hospital: string }) {
  const query = useQuery(siblingDepartmentsQuery(departmentId));
  const list = query.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t.heading(hospital)} className="rounded-lg bg-white p-4 sm:p-5">
      <h2 className="text-base font-semibold text-ink">{t.heading(hospital)}</h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {list.map((d) => (
          <li key={d.id}>
            <a
              href={departmentUrl(d.id)}
              className="group flex items-center gap-3 rounded border border-line p-2 no-underline hover:border-brand"
            >
              <img
                src={d.iconUrl}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="h-10 w-10 shrink-0 rounded object-cover"
              />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm text-ink group-hover:text-brand">{d.name}</span>
                <span className="text-xs text-ink-mute">{t.members(d.memberTotal)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
