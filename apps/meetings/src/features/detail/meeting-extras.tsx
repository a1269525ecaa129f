import { beijingDate } from '@portal/api/beijing-time';
import type { MeetingDetail } from '@portal/api/contract/meetings';
import { interviewsQuery, meetingSpeakersQuery, previousReviewsQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { MeetingGrid } from '../../components/meeting-card';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';

const t = messages.detail;

export function MeetingSpeakers({ meetingId }: { meetingId: number }) {
  const query = useQuery(meetingSpeakersQuery(meetingId));
  return (
    <Section title={t.speakers}>
      <QueryView
        query={query}
        isEmpty={(d) => d.list.length === 0}
        empty={messages.common.noMore}
        minHeight={120}
      >
        {(data) => (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4">
            {data.list.map((s) => (
              <li key={s.id} className="flex items-center gap-3">
                <img
                  src={s.avatar}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="h-10 w-10 rounded-full bg-surface"
                />
                <span className="min-w-0">
                  {s.userId ? (
                    <a
                      href={`/user-center?profileUserId=${s.userId}`}
                      target="_blank"
                      rel="noopener"
                      className="block truncate text-sm font-medium text-ink hover:text-brand"
                    >
                      {s.name}
                    </a>
                  ) : (
                    <span className="block truncate text-sm font-medium text-ink">{s.name}</span>
                  )}
                  <span className="block truncate text-xs text-ink-mute">{s.hospital}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}

export function SeriesReviews({ meeting }: { meeting: MeetingDetail }) {
  const series = meeting.series;
  const reviews = useQuery({
    ...previousReviewsQuery(series?.id ?? 0, meeting.id),
    enabled: series !== null,
  });
  const interviews = useQuery({ ...interviewsQuery(series?.id ?? 0), enabled: series !== null });
  if (!series) return null;
  return (
    <>
      <Section title={t.previous}>
        <QueryView
          query={reviews}
          isEmpty={(d) => d.list.length === 0}
          empty={messages.common.noMore}
          minHeight={180}
        >
          {(data) => <MeetingGrid meetings={data.list} columns={3} />}
        </QueryView>
      </Section>
      <Section title={t.interviews}>
        <QueryView
          query={interviews}
          isEmpty={(d) => d.list.length === 0}
          empty={messages.common.noMore}
          minHeight={120}
        >
          {(data) => (
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {data.list.map((i) => (
                <li key={i.id} className="flex gap-3">
                  <img
                    src={i.cover}
                    alt=""
                    width={120}
                    height={68}
                    loading="lazy"
                    className="h-[68px] w-[120px] shrink-0 rounded object-cover"
                  />
                  <span className="min-w-0">
                    <span className="line-clamp-2 text-sm text-ink">{i.title}</span>
                    <span className="mt-1 block text-xs text-ink-mute">{beijingDate(i.publishTime)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Section>
    </>
  );
}
