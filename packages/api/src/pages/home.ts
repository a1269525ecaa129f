import type { PageFirstData } from '@portal/api/first-data';
import { newsFeedFirst } from '@portal/api/queries/content';
import { todayMeetingsFirst } from '@portal/api/queries/meetings';
import { SHELL_PAGES } from './shell';

/**
 * The home page `/` and the calls its first view needs (issue 24). The page is the shell's, its
 * widgets the remotes': the news (content) in the first screen of every size, today's meetings
 * (meetings) just below it on a desktop. The server answers them into the page's HTML; the widgets
 * read the same keys (`newsFeedQuery`, `todayMeetingsQuery`), so they ask nothing when they arrive.
 * Apart from `pages/shell`, which the shell's router reads: the router needs none of these calls.
 */
export const homePage: PageFirstData = {
  path: SHELL_PAGES.home,
  queries: () => [newsFeedFirst(), todayMeetingsFirst()],
};
