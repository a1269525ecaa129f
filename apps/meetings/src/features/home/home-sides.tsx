import {
  hotSpeakersQuery,
  meetingBrandsQuery,
  meetingTagsQuery,
  seriesPageQuery,
  tagMeetingsQuery,
  todayMeetingsQuery,
} from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { Link } from '@portal/router';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { useState } from 'react';
import { MeetingCard, MeetingGrid, MeetingGridSkeleton } from '../../components/meeting-card';
import { QueryView, Section } from '../../components/section';
import { SpeakerRow } from '../../components/speaker-row';
import { messages } from '../../messages';

const t = messages.home;

/** two rows of four */
const TODAY_SHOWN = 8;

export function TodayMeetings() {
  const query = useQuery(todayMeetingsQuery());
  return (
    <Section title={t.today}>
      <QueryView
        query={query}
        isEmpty={(d) => d.list.length === 0}
        empty={t.noToday}
        loading={<MeetingGridSkeleton count={TODAY_SHOWN} label={messages.common.loading} />}
      >
        {(data) => <MeetingGrid meetings={data.list.slice(0, TODAY_SHOWN)} eagerRows={1} />}
      </QueryView>
    </Section>
  );
}

export function HotSpeakers() {
  const query = useQuery(hotSpeakersQuery());
  return (
    <Section
      title={t.hotSpeakers}
      action={
        <Link to="/meeting/speakers" className="text-sm text-brand hover:underline">
          {t.allSpeakers}
        </Link>
      }
    >
      <QueryView query={query} lines={5} minHeight={300}>
        {(data) => (
          <ul className="space-y-3">
            {data.list.map((s) => (
              <SpeakerRow key={s.id} speaker={s} />
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}

export function SeriesList() {
  const query = useQuery(seriesPageQuery());
  return (
    <Section title={t.series}>
      <QueryView
        query={query}
        isEmpty={(d) => d.list.length === 0}
        empty={messages.common.noMore}
        minHeight={160}
      >
        {(data) => (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {data.list.map((s) => (
              <li key={s.id} className="flex gap-3 rounded-md border border-line p-3">
                <img
                  src={s.cover}
                  alt=""
                  width={96}
                  height={54}
                  loading="lazy"
                  className="h-[54px] w-24 shrink-0 rounded object-cover"
                />
                <span className="min-w-0">
                  <span className="line-clamp-2 text-sm font-medium text-ink">{s.name}</span>
                  <span className="mt-1 block text-xs text-ink-mute">{t.seriesCount(s.meetingCount)}</span>
                  {s.latest ? (
                    <a
                      href={`/meeting/detail?id=${s.latest.id}`}
                      target="_blank"
                      rel="noopener"
                      className="mt-1 block truncate text-xs text-brand hover:underline"
                    >
                      {s.latest.meetingName}
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}

export function TagMeetings() {
  const tags = useQuery(meetingTagsQuery());
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const tagId = chosen ?? tags.data?.list[0]?.id;
  const meetings = useQuery({ ...tagMeetingsQuery(tagId ?? 0), enabled: tagId !== undefined });
  return (
    <Section title={t.tags}>
      <FilterNav
        label={t.tags}
        variant="pills"
        className="mb-3"
        items={(tags.data?.list ?? []).map((tag) => ({
          key: String(tag.id),
          label: tag.name,
          selected: tag.id === tagId,
          onClick: () => setChosen(tag.id),
        }))}
      />
      <QueryView
        query={meetings}
        isEmpty={(d) => d.list.length === 0}
        empty={messages.common.noMore}
        minHeight={200}
      >
        {(data) => (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {data.list.slice(0, 8).map((m) => (
              <MeetingCard key={m.id} meeting={m} compact />
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}

export function MeetingBrands() {
  const query = useQuery(meetingBrandsQuery());
  return (
    <Section title={t.brands}>
      <QueryView query={query} isEmpty={(d) => d.list.length === 0} empty={messages.common.noMore} lines={3}>
        {(data) => (
          <ul className="grid grid-cols-2 gap-3">
            {data.list.slice(0, 8).map((b) => (
              <li key={b.id}>
                <a
                  href={`/bms/classify/-/brand-details/${b.id}`}
                  target="_blank"
                  rel="noopener"
                  className="flex items-center gap-2 rounded-md border border-line p-2 hover:border-brand"
                >
                  <img
                    src={b.logo}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    className="h-8 w-8 rounded object-contain"
                  />
                  <span className="min-w-0">
                    <span className="block truncate text-sm text-ink">{b.name}</span>
                    <span className="block text-xs text-ink-mute">{t.brandMeetings(b.meetingCount)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}
