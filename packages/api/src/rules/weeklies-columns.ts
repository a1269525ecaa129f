/** The weeklies' and columns' rules (spec 9), for the contract, the server and the honor card. Schema-free. */

/** Page size of the collectors card (spec 9). */
export const COLLECTORS_PAGE_SIZE = 5;
