import { beijingDateTime } from '@portal/api/beijing-time';
import { expressQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';

const t = messages.detail;

/** The meeting's express news, in the side column (nothing when it has none). */
export function ExpressNews({ meetingId }: { meetingId: number }) {
  const query = useQuery(expressQuery(meetingId));
  if (query.data && query.data.list.length === 0) return null;
  return (
    <Section title={t.express}>
      <QueryView query={query} lines={3}>
        {(data) => (
          <ul className="space-y-3">
            {data.list.map((x) => (
              <li key={x.id}>
                <p className="text-sm font-medium text-ink">{x.title}</p>
                <p className="mt-1 text-xs leading-5 text-ink-soft">{x.summary}</p>
                <p className="mt-1 text-xs text-ink-mute">{beijingDateTime(x.publishTime)}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}
