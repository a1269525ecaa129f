import { messages } from '../../messages';

/** A place on the home page for a widget a remote exposes (see WidgetSlot). */
export interface HomeWidget {
  remote: string;
  expose: string;
  label: string;
  minHeight: number;
  optional?: boolean;
}

/**
 * The widgets of `/`, by column. The layout is the shell's (it owns `/`, docs/architecture.md);
 * remotes.json only says which remotes exist and where they are, so a slot whose remote is not
 * registered is skipped and a widget deployed elsewhere needs no shell release.
 */
export const HOME_WIDGETS = {
  main: [
    {
      remote: 'content',
      expose: './widgets/NewsFeed',
      label: messages.home.newsLabel,
      // header + three rows of 124 px covers: the widget's own height, so nothing below jumps
      minHeight: 500,
    },
    {
      remote: 'meetings',
      expose: './widgets/TodayMeetings',
      label: messages.home.todayMeetingsLabel,
      minHeight: 260,
      // last in its column, so its arrival moves nothing; absent while remotes.json lacks meetings
      optional: true,
    },
  ],
  aside: [
    {
      remote: 'search',
      expose: './widgets/HotSearches',
      label: messages.home.hotSearchesLabel,
      minHeight: 320,
      // optional: shown only while remotes.json lists the search remote; last in its column, so its
      // arrival moves nothing
      optional: true,
    },
  ],
} as const satisfies Record<'main' | 'aside', readonly HomeWidget[]>;
