import type { PublishOption } from '@portal/session/publish-gates';
import { messages } from '../../messages';

export interface PublishOptionItem {
  kind: PublishOption;
  label: string;
  note: string;
  /** the page it opens in a new tab; null for the demand option, which opens the requirement popup */
  url: string | null;
}

const t = messages.publish;

/**
 * The options of the publish popup (spec 2, 4): demand and answer, then the editor entries. Under
 * review (isAuth 2) only case, article and drafts of these may open (publish-gates decides).
 */
export const PUBLISH_OPTIONS: readonly PublishOptionItem[] = [
  { kind: 'demand', label: t.options.demand, note: t.notes.demand, url: null },
  { kind: 'answer', label: t.options.answer, note: t.notes.answer, url: '/topic-circle/answerList' },
  { kind: 'case', label: t.options.case, note: t.notes.case, url: '/editor?type=0' },
  { kind: 'article', label: t.options.article, note: t.notes.article, url: '/editor?type=2' },
  {
    kind: 'popularScience',
    label: t.options.popularScience,
    note: t.notes.popularScience,
    url: '/editor?type=3',
  },
  { kind: 'drafts', label: t.options.drafts, note: t.notes.drafts, url: '/editor/drafts' },
];

/** Where the corporate dialog sends a corporate user: the brand management pages. */
export const BRAND_MANAGEMENT_URL = '/bms/home';
