import type { FlowItem } from '@portal/api/contract/channel';
import type { JumpItem } from '@portal/api/contract/jump';
import { ContentLink } from '@portal/shared-ui/host';
import dayjs from 'dayjs';
import { isComingSoon, MeetingStateLabel } from '../../components/meeting-state-label';
import { messages } from '../../messages';

const t = messages.channelHome;

/** The jump rule's item for a flow item (spec 2); a coming-soon meeting has none. */
export function flowJump(item: FlowItem): JumpItem {
  switch (item.type) {
    case 'info':
      return { type: 'info', id: item.id, url: item.url };
    case 'mparticle':
      return { type: 'mparticle', id: item.id };
    case 'meeting':
      return item.meeting && isComingSoon(item.meeting)
        ? { type: 'meeting_fields' }
        : { type: 'meeting', id: item.id };
    case 'ocscourse':
      return { type: 'ocscourse', id: item.id };
  }
}

function typeLabel(item: FlowItem): string {
  if (item.type === 'mparticle') return item.articleType === 'case' ? t.types.case : t.types.article;
  return t.types[item.type];
}

function Meta({ item }: { item: FlowItem }) {
  if (item.type === 'meeting' && item.meeting) return <span>{item.meeting.meetingDateStr}</span>;
  if (item.type === 'ocscourse' && item.course)
    return (
      <>
        <span className="max-w-[50%] truncate">{item.course.speakerNames}</span>
        <span className={item.course.money === null ? 'text-emerald-700' : 'text-orange-700'}>
          {item.course.money === null ? t.free : t.price(item.course.money)}
        </span>
      </>
    );
  const date = dayjs(item.time).format('YYYY-MM-DD');
  return (
    <>
      {item.authorNames ? <span className="max-w-[50%] truncate">{item.authorNames}</span> : null}
      <time dateTime={date}>{date}</time>
    </>
  );
}

/** One item of the information flow: type tag, cover, title, summary and the type's own details. */
export function FlowItemCard({ item }: { item: FlowItem }) {
  return (
    <li className="border-b border-line last:border-b-0" data-type={item.type}>
      <ContentLink
        item={flowJump(item)}
        className="group flex gap-3 py-4 no-underline md:gap-4"
        title={item.title}
      >
        <span className="relative block h-[68px] w-[120px] shrink-0 overflow-hidden rounded-md bg-surface md:h-[124px] md:w-[220px]">
          {item.cover ? (
            <img
              src={item.cover}
              alt=""
              width={220}
              height={124}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ) : null}
          {item.meeting ? (
            <MeetingStateLabel
              status={item.meeting.meetingLiveStatus}
              comingSoon={isComingSoon(item.meeting)}
              className="absolute left-2 top-2"
            />
          ) : null}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-start gap-2">
            <span className="mt-0.5 shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs leading-none text-brand">
              {typeLabel(item)}
            </span>
            <span className="line-clamp-2 text-base font-semibold leading-snug text-ink group-hover:text-brand">
              {item.title}
            </span>
          </span>
          <span className="mt-2 hidden text-sm leading-6 text-ink-soft md:line-clamp-2">{item.summary}</span>
          <span className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-xs text-ink-mute">
            <Meta item={item} />
            <span className="ml-auto">
              {messages.common.views} {item.showViews}
            </span>
          </span>
        </span>
      </ContentLink>
    </li>
  );
}
