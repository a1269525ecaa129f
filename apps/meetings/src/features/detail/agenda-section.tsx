import { beijingClock } from '@portal/api/beijing-time';
import type { AgendaItem, MeetingDetail } from '@portal/api/contract/meetings';
import { agendaQuery, meetingFieldsQuery, playInfoQuery } from '@portal/api/queries/meetings';
import { MEETING_LIMITS } from '@portal/api/rules/meetings';
import { useQuery } from '@portal/query';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { ContentLink } from '@portal/shared-ui/host';
import { useState } from 'react';
import { dayLabel } from '../../components/day-label';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';
import { addressedVenue } from './addressed-venue';
import { StarButton, type StarControl, useAgendaStars } from './agenda-stars';
import { AgendaSummaryPopover } from './agenda-summary';
import { VenueCases } from './venue-cases';

const t = messages.detail;

function AgendaRow({
  item,
  highlighted,
  star,
}: {
  item: AgendaItem;
  highlighted: boolean;
  star: StarControl;
}) {
  const [open, setOpen] = useState(false);
  const shown = item.speakers.slice(0, MEETING_LIMITS.agendaAvatars);
  return (
    <li
      id={`agenda-${item.id}`}
      aria-current={highlighted ? 'true' : undefined}
      className={`flex flex-wrap gap-x-4 gap-y-1 border-b border-line py-3 last:border-0 md:flex-nowrap md:gap-4 ${highlighted ? 'bg-brand-50' : ''}`}
    >
      {/* on a phone the time takes a line of its own above the talk, which keeps the width */}
      <span className="w-full shrink-0 text-sm tabular-nums text-ink-mute md:w-24">
        {beijingClock(item.startTime)}
        {item.endTime ? `–${beijingClock(item.endTime)}` : ''}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] text-ink">{item.theme}</span>
        <span className="mt-1 flex items-center gap-2 text-xs text-ink-mute">
          <span className="flex -space-x-2">
            {shown.map((s) => (
              <img
                key={s.id}
                src={s.avatar}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                className="h-6 w-6 rounded-full bg-surface ring-2 ring-white"
              />
            ))}
          </span>
          {item.authorNames}
        </span>
        {item.products.length > 0 ? (
          <span className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
            <span className="text-ink-mute">{t.products}：</span>
            {item.products.map((product) => (
              <ContentLink
                key={product.id}
                item={{ type: 'product', id: product.id, categoryId: product.categoryId }}
                className="max-w-full truncate rounded bg-brand-50 px-1.5 py-0.5 text-brand hover:underline"
                title={product.name}
              >
                {product.name}
              </ContentLink>
            ))}
          </span>
        ) : null}
      </span>
      <StarButton item={item} star={star} />
      {item.summaryShow ? (
        <span className="relative shrink-0">
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
            className="rounded border border-brand px-2 py-0.5 text-xs text-brand hover:bg-brand-50"
          >
            {t.summary}
          </button>
          {open ? <AgendaSummaryPopover agendaId={item.id} onClose={() => setOpen(false)} /> : null}
        </span>
      ) : null}
    </li>
  );
}

/**
 * The meeting's days, each day's venues by group, and the chosen venue's agenda: 3 items, then
 * 3 more per click (spec 9). `fieldsId`/`agendaId` of the address pick the day and venue (found in
 * the meeting's venue list, which the player reads too) and mark the item.
 */
export function AgendaSection({
  meeting,
  fieldsId,
  agendaId,
}: {
  meeting: MeetingDetail;
  fieldsId: number | undefined;
  agendaId: number | undefined;
}) {
  const addressed = fieldsId !== undefined || agendaId !== undefined;
  const venueList = useQuery({ ...playInfoQuery(meeting.id), enabled: addressed });
  const named = addressedVenue(venueList.data?.list ?? [], fieldsId, agendaId);
  // the reader's own choices; until they choose, the address's venue and its day
  const [chosenDay, setChosenDay] = useState<string | undefined>(undefined);
  const [chosenField, setChosenField] = useState<number | undefined>(undefined);
  const [shown, setShown] = useState<number>(MEETING_LIMITS.agendaStep);
  const locating = addressed && venueList.isPending;
  const day = chosenDay ?? named?.day ?? meeting.days[0];
  const field = chosenDay === undefined ? (chosenField ?? named?.fieldId) : chosenField;
  const fields = useQuery({ ...meetingFieldsQuery(meeting.id, day), enabled: !locating });
  const venues = fields.data?.list.flatMap((g) => g.fields) ?? [];
  const venue = venues.some((f) => f.id === field) ? field : venues[0]?.id;
  const agenda = useQuery({
    ...agendaQuery(meeting.id, day, venue),
    enabled: !locating && !fields.isPending,
  });
  const items = agenda.data?.list ?? [];
  const star = useAgendaStars(meeting.id);
  // an agenda item named by the address is shown even past the first three
  const wanted = agendaId ? items.findIndex((a) => a.id === agendaId) + 1 : 0;
  const visible = Math.max(shown, wanted);

  return (
    <Section title={t.agenda}>
      {meeting.days.length > 1 ? (
        <FilterNav
          label={t.days}
          variant="underline"
          className="mb-3"
          items={meeting.days.map((d) => ({
            key: d,
            label: dayLabel(d),
            selected: d === day,
            onClick: () => {
              setChosenDay(d);
              setChosenField(undefined);
              setShown(MEETING_LIMITS.agendaStep);
            },
          }))}
        />
      ) : null}
      {(fields.data?.list ?? []).map((group) => (
        <div key={group.groupName} className="mb-2 flex items-center gap-3">
          <span className="w-14 shrink-0 text-xs text-ink-mute">{group.groupName}</span>
          <FilterNav
            label={`${t.venues} · ${group.groupName}`}
            variant="pills"
            items={group.fields.map((f) => ({
              key: String(f.id),
              label: f.name,
              selected: f.id === venue,
              onClick: () => {
                setChosenField(f.id);
                setShown(MEETING_LIMITS.agendaStep);
              },
            }))}
          />
        </div>
      ))}
      <QueryView
        query={agenda}
        isEmpty={(d) => d.list.length === 0}
        empty={t.noAgenda}
        lines={3}
        minHeight={150}
      >
        {() => (
          <>
            <ol>
              {items.slice(0, visible).map((item) => (
                <AgendaRow key={item.id} item={item} highlighted={item.id === agendaId} star={star} />
              ))}
            </ol>
            {items.length > MEETING_LIMITS.agendaStep ? (
              <div className="mt-2 text-center">
                {visible < items.length ? (
                  <button
                    type="button"
                    className="text-sm text-brand hover:underline"
                    onClick={() => setShown(visible + MEETING_LIMITS.agendaStep)}
                  >
                    {t.expandAgenda}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="text-sm text-ink-mute hover:text-brand"
                    onClick={() => setShown(MEETING_LIMITS.agendaStep)}
                  >
                    {t.collapseAgenda}
                  </button>
                )}
              </div>
            ) : null}
          </>
        )}
      </QueryView>
      {venue !== undefined ? <VenueCases fieldsId={venue} /> : null}
    </Section>
  );
}
