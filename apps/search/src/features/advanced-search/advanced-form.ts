import { ADVANCED_SEARCH_TYPES, type AdvancedSearchType, SEARCH_MESSAGES } from '@portal/api/rules/search';
import { dayEnd, dayOf, dayStart } from '../../components/search-options';

/** The form as typed: body and title may have several rows, the author one (spec 5). */
export interface AdvancedForm {
  content: string[];
  title: string[];
  author: string;
  /** YYYY-MM-DD from the date inputs, '' when not chosen */
  start: string;
  end: string;
}

export const EMPTY_FORM: AdvancedForm = { content: [''], title: [''], author: '', start: '', end: '' };

/** The advanced search's query string, as /advanced-search-result reads it. */
export interface AdvancedParams {
  contentKeywords: string;
  titleKeywords: string;
  authorKeywords: string;
  firstTime?: number;
  lastTime?: number;
}

/** A field's rows trimmed, the blank ones dropped, joined by commas (spec 5). */
export const joinKeywords = (rows: readonly string[]) =>
  rows
    .map((row) => row.trim())
    .filter(Boolean)
    .join(',');

/**
 * Spec 5: at least one of body, title and author keywords, else 请输入关键字; a time range needs
 * both ends, start not after end, else 请选择正确的时间.
 */
export function validateAdvanced(
  form: AdvancedForm,
): { ok: true; params: AdvancedParams } | { ok: false; message: string } {
  const contentKeywords = joinKeywords(form.content);
  const titleKeywords = joinKeywords(form.title);
  const authorKeywords = form.author.trim();
  if (!contentKeywords && !titleKeywords && !authorKeywords)
    return { ok: false, message: SEARCH_MESSAGES.enterKeyword };
  const start = form.start.trim();
  const end = form.end.trim();
  if (Boolean(start) !== Boolean(end)) return { ok: false, message: SEARCH_MESSAGES.wrongTime };
  if (start && end && dayStart(start) > dayEnd(end)) return { ok: false, message: SEARCH_MESSAGES.wrongTime };
  return {
    ok: true,
    params: {
      contentKeywords,
      titleKeywords,
      authorKeywords,
      ...(start && end ? { firstTime: dayStart(start), lastTime: dayEnd(end) } : {}),
    },
  };
}

export function advancedResultUrl(
  params: AdvancedParams,
  type: AdvancedSearchType = ADVANCED_SEARCH_TYPES.imageText,
): string {
  const query = new URLSearchParams();
  query.set('contentKeywords', params.contentKeywords);
  query.set('titleKeywords', params.titleKeywords);
  query.set('authorKeywords', params.authorKeywords);
  if (params.firstTime && params.lastTime) {
    query.set('firstTime', String(params.firstTime));
    query.set('lastTime', String(params.lastTime));
  }
  if (type !== ADVANCED_SEARCH_TYPES.imageText) query.set('type', type);
  return `/advanced-search-result?${query.toString()}`;
}

const ms = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function readAdvancedParams(params: URLSearchParams): AdvancedParams {
  const firstTime = ms(params.get('firstTime'));
  const lastTime = ms(params.get('lastTime'));
  return {
    contentKeywords: (params.get('contentKeywords') ?? '').trim(),
    titleKeywords: (params.get('titleKeywords') ?? '').trim(),
    authorKeywords: (params.get('authorKeywords') ?? '').trim(),
    ...(firstTime && lastTime ? { firstTime, lastTime } : {}),
  };
}

/** The form again from a results URL, for 修改条件. */
export function formFromParams(params: AdvancedParams): AdvancedForm {
  const rows = (value: string) => {
    const split = value.split(',').filter(Boolean);
    return split.length > 0 ? split : [''];
  };
  return {
    content: rows(params.contentKeywords),
    title: rows(params.titleKeywords),
    author: params.authorKeywords,
    start: dayOf(params.firstTime),
    end: dayOf(params.lastTime),
  };
}
