import { beijingDateTime } from '@portal/api/beijing-time';
import type { VenuePlay } from '@portal/api/contract/meeting-playback';
import type { MeetingDetail } from '@portal/api/contract/meetings';
import { playInfoQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { lazy, Suspense, useMemo, useState } from 'react';
import { dayLabel } from '../../components/day-label';
import { messages } from '../../messages';
import { addressedVenue } from './addressed-venue';
import { BlockListEditor, useBlockList } from './block-list';
import { useVenueBarrage } from './venue-barrage';
import { useWatchBeats } from './watch-beats';

// ArtPlayer, its danmaku plugin and hls.js load only where a video plays
const VenueVideo = lazy(() => import(/* webpackChunkName: "venue-video" */ './venue-video'));

const t = messages.player;

/** the venue to show first: the address's, else one live now, else the first with a video */
function firstVenue(
  venues: readonly VenuePlay[],
  fieldsId: number | undefined,
  agendaId: number | undefined,
): VenuePlay | undefined {
  return (
    addressedVenue(venues, fieldsId, agendaId) ??
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
  const venue = venues.find((v) => v.fieldId === chosen) ?? firstVenue(venues, fieldsId, agendaId);
  const poster = meeting.titlePic || meeting.appMainPic;

  // the player's own frame while it loads, so nothing below moves when it arrives; with the poster
  // in it (already fetched: the server's page asks for it first): the poster the player then shows in
  // the same box is no larger a paint, so the page's largest paint comes before the venues' call
  if (query.isPending)
    return meeting.meetingLiveStatus === 'NL' ? null : (
      <section aria-label={t.heading} aria-busy="true" className="rounded-lg bg-white p-4">
        {poster ? (
          <img
            src={poster}
            alt=""
            width={960}
            height={540}
            className="aspect-video w-full rounded-md bg-black object-cover opacity-80"
          />
        ) : (
          <div className="aspect-video w-full animate-pulse rounded-md bg-line/70" />
        )}
      </section>
    );
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
            label: `${dayLabel(v.day)} ${v.name}${v.state === 'LI' ? ` · ${t.live}` : ''}`,
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
            <p className="text-sm text-white/80">{t.startsAt(beijingDateTime(venue.startedAt))}</p>
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
  const onPlaying = useWatchBeats(meeting.id);
  const chapters = useMemo(
    () => venue.chapters.map((c) => ({ time: Math.floor(c.offsetMs / 1000), text: c.theme })),
    [venue],
  );
  const startAt = venue.chapters.find((c) => c.agendaId === agendaId)?.offsetMs;
  // the player (ArtPlayer, danmaku, hls.js: about 200 KiB gzip) loads when the viewer asks for it,
  // not with the page: until then the poster and a play button hold its place
  const [started, setStarted] = useState(false);
  return (
    <>
      {!started ? (
        <button
          type="button"
          onClick={() => setStarted(true)}
          aria-label={`${t.play}：${venue.name}`}
          className="group relative block aspect-video w-full overflow-hidden rounded-md bg-black"
        >
          <img
            src={poster}
            alt=""
            width={960}
            height={540}
            className="h-full w-full object-cover opacity-80"
          />
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-black/60 text-3xl transition group-hover:bg-brand">
              ▶
            </span>
            <span className="rounded bg-black/60 px-3 py-1 text-sm">
              {venue.live ? t.watchLive : t.watchReplay}
            </span>
          </span>
        </button>
      ) : (
        <Suspense fallback={<div className="aspect-video w-full rounded-md bg-black" />}>
          <VenueVideo
            autoPlay
            src={playlistUrl}
            poster={poster}
            title={`${meeting.meetingName} ${venue.name}`}
            live={venue.live}
            chapters={chapters}
            startAt={startAt === undefined ? undefined : Math.floor(startAt / 1000)}
            barrage={barrage}
            onPlayingChange={onPlaying}
          />
        </Suspense>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <BlockListEditor list={blocks} />
        {venue.live && viewers !== null ? (
          <span className="text-xs text-ink-mute">{messages.barrage.viewers(viewers)}</span>
        ) : null}
      </div>
    </>
  );
}
