/**
 * The channel home's and the daily recommendations' limits (spec 7 and 9), declared once for the
 * contract (its defaults), the server and the screens. Schema-free.
 */

/** spec 9: recommendations 10 meetings and 30 courses (also the server's caps) */
export const DAILY_RECOMMENDATION_LIMITS = { meetings: 10, courses: 30 } as const;

/** Hot channels and a channel's meetings when the call names no limit. */
export const CHANNEL_LIST_DEFAULT_LIMIT = 6;
