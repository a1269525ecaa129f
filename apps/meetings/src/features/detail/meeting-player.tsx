import type { VenuePlay } from '@portal/api/contract/meeting-playback';
import type { MeetingDetail } from '@portal/api/contract/meetings';
import { playInfoQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { Skeleton } from '@portal/shared-ui/skeleton';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { beijing } from '../../components/beijing-time';
import { messages } from '../../messages';
import { BlockListEditor, useBlockList } from './block-list';
import { useVenueBarrage } from './venue-barrage';

// ArtPlayer, its danmaku plugin and hls.js load only where a video plays
const VenueVideo = lazy(() => import(/* webpackChunkName: "venue-video" */ './venue-video'));

const t = messages.player;

/** the venue to show first: the address's, else one live now, else the first with a video */
function firstVenue(venues: readonly VenuePlay[], fieldsId: number | undefined): VenuePlay | undefined {
  return (
    venues.find((v) => v.fieldId === fieldsId) ??
    venues.find((v) => v.state === 'LI') ??
    venues.find((v) => v.state === 'LE') ??
    venues[0]
  );
}

function Notice({ children, poster }: { children: React.ReactNode; poster: string }) {
  return (
    <div
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-md px-8 text-center text-white"
      style={{
        backgroundImage: `linear-gradient(rgba(0,0,0,.7), rgba(0,0,0,.7)), url("${poster}")`,
        backgroundSize: 'cover',
      }}
    >
      {children}
    </div>
  );
}

/**
 * The meeting's video: a venue picker, then the venue's live stream or replay with its agenda as
 * chapters. What the server would refuse (not started, paid, no video) shows as a notice with the
 * server's reason; the server checks again on every playlist and segment.
 */
export function MeetingPlayer({
  meeting,
  fieldsId,
  agendaId,
}: {
  meeting: MeetingDetail;
  fieldsId: number | undefined;
  agendaId: number | undefined;
}) {
  const query = useQuery(playInfoQuery(meeting.id));
  const venues = query.data?.list ?? [];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const venue = venues.find((v) => v.fieldId === chosen) ?? firstVenue(venues, fieldsId);
  const poster = meeting.titlePic || meeting.appMainPic;

  if (query.isPending) return <Skeleton block lines={0} label={messages.common.loading} />;
  if (!venue || venues.every((v) => v.state === 'NL')) return null;

  return (
    <section aria-label={t.heading} className="rounded-lg bg-white p-4">
      {venues.length > 1 ? (
        <FilterNav
          label={t.venues}
          variant="pills"
          className="mb-3"
          items={venues.map((v) => ({
            key: String(v.fieldId),
            label: `${dayjs(v.day).format('M月D日')} ${v.name}${v.state === 'LI' ? ` · ${t.live}` : ''}`,
            selected: v.fieldId === venue.fieldId,
            onClick: () => setChosen(v.fieldId),
          }))}
        />
      ) : null}
      {venue.canWatch && venue.playlistUrl ? (
        <VenuePlayer
          key={venue.fieldId}
          meeting={meeting}
          venue={venue}
          playlistUrl={venue.playlistUrl}
          poster={poster}
          agendaId={agendaId}
        />
      ) : (
        <Notice poster={poster}>
          <p className="text-lg font-semibold">{venue.reason ?? t.unavailable}</p>
          {venue.state === 'NS' ? (
            <p className="text-sm text-white/80">
              {t.startsAt(beijing(venue.startedAt, 'YYYY-MM-DD HH:mm'))}
            </p>
          ) : null}
        </Notice>
      )}
    </section>
  );
}

/** One venue's video with its barrage: replay windows, heat-map, live socket, presets and block words. */
function VenuePlayer({
  meeting,
  venue,
  playlistUrl,
  poster,
  agendaId,
}: {
  meeting: MeetingDetail;
  venue: VenuePlay;
  playlistUrl: string;
  poster: string;
  agendaId: number | undefined;
}) {
  const [viewers, setViewers] = useState<number | null>(null);
  const blocks = useBlockList();
  const barrage = useVenueBarrage(meeting.id, venue, setViewers, blocks);
  const chapters = useMemo(
    () => venue.chapters.map((c) => ({ time: Math.floor(c.offsetMs / 1000), text: c.theme })),
    [venue],
  );
  const startAt = venue.chapters.find((c) => c.agendaId === agendaId)?.offsetMs;
  return (
    <>
      <Suspense fallback={<div className="aspect-video w-full rounded-md bg-black" />}>
        <VenueVideo
          src={playlistUrl}
          poster={poster}
          title={`${meeting.meetingName} ${venue.name}`}
          live={venue.live}
          chapters={chapters}
          startAt={startAt === undefined ? undefined : Math.floor(startAt / 1000)}
          barrage={barrage}
        />
      </Suspense>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <BlockListEditor list={blocks} />
        {venue.live && viewers !== null ? (
          <span className="text-xs text-ink-mute">{messages.barrage.viewers(viewers)}</span>
        ) : null}
      </div>
    </>
  );
}
