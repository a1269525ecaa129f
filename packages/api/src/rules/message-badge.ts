/**
 * What the header's message badge needs of the message centre (issue 14), apart from the rest of
 * `rules/account-messages` so the shell's first load carries only this: shared modules are not
 * tree-shaken (Module Federation shares a module whole). Schema-free.
 */

export const MESSAGE_CENTRE_PATH = '/message-center';

/** the badge asks for the unread count this often while a page is open (and on focus) */
export const UNREAD_POLL_MS = 30_000;
