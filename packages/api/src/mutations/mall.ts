import { call } from '@portal/api/call';
import type { BookOrderBody } from '@portal/api/contract/mall';
import { mallEndpoints as e } from '@portal/api/endpoints/mall';
import { writeOptions } from '@portal/api/mutation';
import { accountWalletKeys } from '@portal/api/queries/account-wallet';
import { mallKeys } from '@portal/api/queries/mall';

/** a book order; the book (its stock) and the last address are read anew afterwards */
export const orderBookWrite = writeOptions({
  write: (input: Omit<BookOrderBody, 'userId'>) => call(e.order, input),
  invalidates: () => [mallKeys.all, accountWalletKeys.all],
});
