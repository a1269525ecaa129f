// The remote's styles load with the widget, so it is styled inside the shell too.
import '../../styles.css';
import { todayMeetingsQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { MeetingCard } from '../../components/meeting-card';
import { QueryView } from '../../components/section';
import { messages } from '../../messages';

const t = messages.widget;

/** Exposed as `meetings/widgets/TodayMeetings` for the shell's home page: today's meetings, live first. */
export default function TodayMeetings() {
  const query = useQuery(todayMeetingsQuery());
  return (
    <section aria-label={t.heading} className="rounded-lg bg-white px-5 py-4">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-semibold text-ink">{t.heading}</h2>
        <a href="/meeting/home" className="text-sm text-brand hover:underline">
          {t.more}
        </a>
      </div>
      <QueryView query={query} lines={3} minHeight={180}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="py-4 text-sm text-ink-mute">
              <a href="/meeting/home" className="hover:text-brand">
                {t.none}
              </a>
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
              {data.list.slice(0, 4).map((m) => (
                <MeetingCard key={m.id} meeting={m} compact />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
