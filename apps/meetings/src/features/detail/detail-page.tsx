import type { MeetingDetail } from '@portal/api/contract/meetings';
import { meetingDetailQuery, meetingPvQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useBrowsingRecord } from '@portal/session/browsing-record';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { WhenIdle } from '@portal/shared-ui/when-idle';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { MeetingAds } from '../../components/meeting-ads';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';
import { AgendaSection } from './agenda-section';
import { ExpressNews } from './express-news';
import { MeetingHead } from './meeting-head';
import { MeetingPlayer } from './meeting-player';

const t = messages.detail;

function idParam(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** counts this reading once per page load and shows the new total */
function usePageView(id: number | undefined) {
  const pv = useQuery({ ...meetingPvQuery(id ?? 0), enabled: id !== undefined });
  return pv.data?.pv;
}

// Below the programme, the speakers and a series' past meetings load in the page's first idle
// period (their code, the meeting cards, and their calls), not with the video and the programme.
const MeetingSpeakers = lazy(() => import('./meeting-extras').then((m) => ({ default: m.MeetingSpeakers })));
const SeriesReviews = lazy(() => import('./meeting-extras').then((m) => ({ default: m.SeriesReviews })));

/** a section's place while it waits: its title and the skeleton its query shows, so nothing moves */
function SectionPlaceholder({ title, minHeight }: { title: string; minHeight: number }) {
  return (
    <Section title={title}>
      <div style={{ minHeight }}>
        <Skeleton lines={3} label={messages.common.loading} />
      </div>
    </Section>
  );
}

function IdleSignal({ onIdle }: { onIdle(): void }) {
  useEffect(() => onIdle(), [onIdle]);
  return null;
}

/** `children` from the page's first idle period on (WhenIdle), `placeholder` until they are in */
function AfterIdle({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  if (idle) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return (
    <>
      {placeholder}
      <WhenIdle>
        <IdleSignal onIdle={() => setIdle(true)} />
      </WhenIdle>
    </>
  );
}

/** What other features add to the meeting page; the app layer composes them (features never import each other). */
export interface DetailPageSlots {
  /** beside a paid meeting's price (buying it, its invoice) */
  purchase?: (meeting: MeetingDetail) => ReactNode;
  /** under the video (gifts of a live room) */
  player?: (meeting: MeetingDetail) => ReactNode;
  /** under the agenda and speakers (comments) */
  main?: (meeting: MeetingDetail) => ReactNode;
  /** the right column, above the ads (check-in, votes, questionnaire, calendar) */
  side?: (meeting: MeetingDetail) => ReactNode;
}

/** `/meeting/detail?id=` (also `fieldsId`, `agendaId`): the meeting page. */
export function DetailPage({ slots = {} }: { slots?: DetailPageSlots }) {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const fieldsId = idParam(params.get('fieldsId'));
  const agendaId = idParam(params.get('agendaId'));
  const detail = useQuery({ ...meetingDetailQuery(id ?? 0), enabled: id !== undefined });
  const pv = usePageView(detail.data ? id : undefined);
  useBrowsingRecord('meeting', detail.data ? id : undefined);
  useEffect(() => {
    if (detail.data) document.title = t.documentTitle(detail.data.meetingName);
  }, [detail.data]);

  if (id === undefined) return <NotFound />;
  if (detail.isPending)
    return (
      <main className="mx-auto max-w-page px-4 py-6">
        <Skeleton block lines={6} label={messages.common.loading} />
      </main>
    );
  if (detail.error && (detail.error as { code?: number }).code === 404)
    return (
      <main className="mx-auto max-w-page px-4 py-16 text-center text-ink-soft">
        <h1 className="text-lg">{t.notFound}</h1>
      </main>
    );
  return (
    <main className="mx-auto max-w-page px-4 py-6">
      <QueryView query={detail} lines={6}>
        {(meeting) => (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_320px]">
            <div className="min-w-0 space-y-4">
              <MeetingHead meeting={meeting} pv={pv} purchase={slots.purchase?.(meeting)} />
              <MeetingPlayer meeting={meeting} fieldsId={fieldsId} agendaId={agendaId} />
              {slots.player?.(meeting)}
              <AgendaSection meeting={meeting} fieldsId={fieldsId} agendaId={agendaId} />
              <AfterIdle placeholder={<SectionPlaceholder title={t.speakers} minHeight={120} />}>
                <MeetingSpeakers meetingId={meeting.id} />
              </AfterIdle>
              {meeting.intro ? (
                <Section title={t.intro}>
                  <p className="whitespace-pre-line text-sm leading-7 text-ink-soft">{meeting.intro}</p>
                </Section>
              ) : null}
              {meeting.series ? (
                <AfterIdle
                  placeholder={
                    <>
                      <SectionPlaceholder title={t.previous} minHeight={180} />
                      <SectionPlaceholder title={t.interviews} minHeight={120} />
                    </>
                  }
                >
                  <SeriesReviews meeting={meeting} />
                </AfterIdle>
              ) : null}
              {slots.main?.(meeting)}
            </div>
            {/* the ads last: how many there are is known only when they arrive, and nothing below moves then */}
            <div className="space-y-4">
              {slots.side?.(meeting)}
              <ExpressNews meetingId={meeting.id} />
              <MeetingAds meetingId={meeting.id} />
            </div>
          </div>
        )}
      </QueryView>
    </main>
  );
}
