import type { MeetingSpeaker } from '@portal/api/contract/meetings';
import { messages } from '../messages';

/** A speaker: avatar, name (their profile when they have one), title and hospital, talks given. */
export function SpeakerRow({ speaker }: { speaker: MeetingSpeaker }) {
  return (
    <li className="flex items-center gap-3">
      <img
        src={speaker.avatar}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        className="h-9 w-9 shrink-0 rounded-full bg-surface"
      />
      <span className="min-w-0 flex-1">
        {speaker.userId ? (
          <a
            href={`/user-center?profileUserId=${speaker.userId}`}
            target="_blank"
            rel="noopener"
            className="text-sm font-medium text-ink hover:text-brand"
          >
            {speaker.name}
          </a>
        ) : (
          <span className="text-sm font-medium text-ink">{speaker.name}</span>
        )}
        <span className="block truncate text-xs text-ink-mute">
          {[speaker.title, speaker.hospital].filter(Boolean).join(' · ')}
        </span>
      </span>
      <span className="shrink-0 text-xs text-ink-mute">{messages.home.talks(speaker.talks)}</span>
    </li>
  );
}
