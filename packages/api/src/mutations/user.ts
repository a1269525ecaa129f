import { call } from '@portal/api/call';
import type { InputOf } from '@portal/api/endpoint';
import { userEndpoints as u } from '@portal/api/endpoints/user';
import { writeOptions } from '@portal/api/mutation';

/**
 * The publish gate's check, asked when 提问 / 发布 is pressed (a check, not a write: run as one for
 * its busy state and failure toast): has the user content waiting for review?
 */
export const pendingContentCheck = writeOptions({
  write: (_: undefined) => call(u.pendingContent),
});

/** the SMS code for sign-in or registration (the server paces resends) */
export const sendSmsWrite = writeOptions({
  write: (input: InputOf<typeof u.sendSms>) => call(u.sendSms, input),
});

/** sign-in by mobile and code (fastLogin): the session user */
export const fastLoginWrite = writeOptions({
  write: (input: InputOf<typeof u.fastLogin>) => call(u.fastLogin, input),
});

/** registration: signs in as the new user */
export const registerWrite = writeOptions({
  write: (input: InputOf<typeof u.register>) => call(u.register, input),
});

/** 提交需求 (contact, remark, types) */
export const submitRequirementWrite = writeOptions({
  write: (input: InputOf<typeof u.submitRequirement>) => call(u.submitRequirement, input),
});

/** a one-time code that signs the user in on the English site (never the session token in a URL) */
export const createEnTicketWrite = writeOptions({
  write: (_: undefined) => call(u.createEnTicket),
});
