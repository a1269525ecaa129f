import { useSearchParams } from '@portal/router';
import { useEffect } from 'react';
import { MeetingAds } from '../../components/meeting-ads';
import { messages } from '../../messages';
import { HotSpeakers, MeetingBrands, SeriesList, TagMeetings, TodayMeetings } from './home-sides';
import { MeetingCalendar } from './meeting-calendar';
import { MeetingPages } from './meeting-pages';
import { SpecialityFilter } from './speciality-filter';

const t = messages.home;

/** a positive id from the address, else none (a forged `?speciality=abc` is just "all") */
function idParam(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** `/meeting/home`: today's meetings, recent and past ones by speciality, the calendar, speakers, series, brands and tags. */
export function HomePage() {
  const [params] = useSearchParams();
  const specialityId = idParam(params.get('speciality'));
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  return (
    <main className="mx-auto max-w-page space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-ink">{t.heading}</h1>
      <SpecialityFilter selected={specialityId} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-4">
          <TodayMeetings />
          <MeetingPages key={`recent-${specialityId}`} kind="recent" specialityId={specialityId} />
          <TagMeetings />
          <SeriesList />
          <MeetingPages key={`history-${specialityId}`} kind="history" specialityId={specialityId} />
        </div>
        <div className="space-y-4">
          <MeetingCalendar specialityId={specialityId} />
          <HotSpeakers />
          <MeetingBrands />
          {/* last: how many there are is known only when they arrive, and nothing below moves then */}
          <MeetingAds />
        </div>
      </div>
    </main>
  );
}
