import { safeHref } from '@portal/api/links';
import type { ContentType, JumpItem, JumpTarget } from './contract/jump';

/*
 * The jump-rule table of spec 2: where a content item leads. Declared once, schema-free: the shell's
 * host answers `resolveJump` with it for every remote (shared at run time, so a route change ships
 * with the shell), and the server builds the links it stores or sends (messages, citations, a
 * moderator's queue) from the same rules, never by hand.
 */

/**
 * The page of the short-video competition. The spec leaves it to the deployment ("the path differs
 * by deployment host and is not shown"); this deployment serves it at /competition/detail.
 */
export const SHORT_VIDEO_COMPETITION_PATH = '/competition/detail';

/** The stand-alone short-video player, used when no screen opens the player in place. */
export const SHORT_VIDEO_PLAYER_PATH = '/app/shortplayer/index.html';

type Field = Exclude<keyof JumpItem, 'type'>;

/**
 * A URL built from the item. `path` may hold `{field}` (required) or `{field|-}` (falls back to
 * '-') segments; `query` lists `[name, field]` pairs, `[name, field, 'optional']` when it may be
 * left out. An item missing a required field has no jump.
 */
interface UrlRule {
  path: string;
  query?: ReadonlyArray<readonly [string, Field] | readonly [string, Field, 'optional']>;
}

type Rule =
  /** a URL, first matching variant wins (a variant matches when its required fields are present) */
  | { kind: 'link'; variants: readonly UrlRule[] }
  /** the link given with the item (`item.url`) */
  | { kind: 'given' }
  /** opens the short-video player in place; `fallback` is the page of the player */
  | { kind: 'inPlace'; fallback: UrlRule }
  | { kind: 'none' };

const link = (...variants: UrlRule[]): Rule => ({ kind: 'link', variants });
const byId = (path: string, param = 'id'): Rule => link({ path, query: [[param, 'id']] });

/** Spec section 2, row by row. Every link opens in a new tab (the spec: "unless stated"). */
export const JUMP_RULES: { readonly [T in ContentType]: Rule } = {
  meeting: link({
    path: '/meeting/detail',
    query: [
      ['id', 'id'],
      ['fieldsId', 'fieldsId', 'optional'],
      ['agendaId', 'agendaId', 'optional'],
    ],
  }),
  ocscourse: byId('/mooc/#/pages/coursePlay/coursePlay', 'courseId'),
  mparticle: byId('/case/detail-ugc'),
  info: { kind: 'given' },
  other: { kind: 'given' },
  community_answer: { kind: 'given' },
  elab_case_detail: byId('/link/detail'),
  elab_special_column: link({ path: '/link/columnlist/{id}' }),
  elab_case: link({ path: '/link/' }),
  brand: link({ path: '/bms/classify/{categoryId|-}/brand-details/{id}' }),
  brandProductLine: link({ path: '/bms/classify/{categoryId}/product-line-details/{id}' }),
  product: link({ path: '/bms/classify/{categoryId|-}/product-details/{id}' }),
  brandActivity: link({ path: '/bms/classify/{categoryId|-}/activity-details/{id}' }),
  shortVideoCompetition: byId(SHORT_VIDEO_COMPETITION_PATH, 'competitionId'),
  shortVideo: { kind: 'inPlace', fallback: { path: SHORT_VIDEO_PLAYER_PATH, query: [['id', 'id']] } },
  community_question: byId('/topic-circle/questionhome'),
  community_home: link({ path: '/topic-circle/' }),
  community_qa: byId('/topic-circle/communitytopic'),
  community_circle: byId('/topic-circle/communitycircle'),
  community_activity: byId('/topic-circle/activitydetail'),
  weekly: link({
    path: '/info/weekly',
    query: [
      ['weeklyId', 'id'],
      ['locateId', 'locateId', 'optional'],
    ],
  }),
  article_column: link(
    {
      path: '/column/detail',
      query: [
        ['id', 'id'],
        ['type', 'columnType'],
      ],
    },
    { path: '/column/detail/pgc', query: [['id', 'id']] },
  ),
  idp_information_homepage: link({ path: '/idp' }),
  meeting_fields: { kind: 'none' },
};

const NONE: JumpTarget = { kind: 'none' };

function present(value: unknown): value is string | number {
  return (
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.trim() !== '')
  );
}

function buildUrl(rule: UrlRule, item: JumpItem): string | null {
  let missing = false;
  const path = rule.path.replace(/\{(\w+)(\|-)?\}/g, (_, field: Field, dash?: string) => {
    const value = item[field];
    if (present(value)) return encodeURIComponent(String(value));
    if (dash) return '-';
    missing = true;
    return '';
  });
  if (missing) return null;
  const params: string[] = [];
  for (const [name, field, optional] of rule.query ?? []) {
    const value = item[field];
    if (present(value)) params.push(`${name}=${encodeURIComponent(String(value))}`);
    else if (!optional) return null;
  }
  return params.length ? `${path}?${params.join('&')}` : path;
}

/**
 * "The link given with the item": a same-site path or an http(s) URL. Anything else (javascript:,
 * data:...) is no jump: the value comes from content and ends up in an href.
 */
export function safeGivenUrl(url: unknown): string | null {
  return typeof url === 'string' ? safeHref(url) : null;
}

/** Where a content item leads (spec 2). Unknown types and items missing what their rule needs: none. */
export function resolveJump(item: JumpItem): JumpTarget {
  const rule: Rule | undefined = Object.hasOwn(JUMP_RULES, item.type) ? JUMP_RULES[item.type] : undefined;
  if (!rule) return NONE;
  switch (rule.kind) {
    case 'none':
      return NONE;
    case 'given': {
      const url = safeGivenUrl(item.url);
      return url ? { kind: 'link', url, newTab: true } : NONE;
    }
    case 'inPlace': {
      const fallbackUrl = buildUrl(rule.fallback, item);
      return fallbackUrl && present(item.id)
        ? { kind: 'inPlace', action: 'shortVideoPlayer', id: item.id, fallbackUrl }
        : NONE;
    }
    case 'link': {
      for (const variant of rule.variants) {
        const url = buildUrl(variant, item);
        if (url) return { kind: 'link', url, newTab: true };
      }
      return NONE;
    }
  }
}

/**
 * The address an item's page has: the link of its rule, or the player page of an in-place item.
 * For the server, which sends addresses rather than jumps. Null when the item has no page.
 */
export function jumpUrl(item: JumpItem): string | null {
  const target = resolveJump(item);
  if (target.kind === 'link') return target.url;
  if (target.kind === 'inPlace') return target.fallbackUrl;
  return null;
}
