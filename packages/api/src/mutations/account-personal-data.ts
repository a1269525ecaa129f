import { call } from '@portal/api/call';
import type { InputOf, PayloadOf } from '@portal/api/endpoint';
import { accountPersonalDataEndpoints as e } from '@portal/api/endpoints/account-personal-data';
import { writeOptions } from '@portal/api/mutation';
import { personalDataQuery } from '@portal/api/queries/account-personal-data';
import type { QueryClient } from '@portal/query';

type PersonalData = PayloadOf<typeof e.saveProfile>;

/** the page's data as the server answered it */
const settle = (userId: number) => (client: QueryClient, next: PersonalData) =>
  client.setQueryData(personalDataQuery(userId).queryKey, next);

/** The personal data form (name, title, hospital…; the identity once). */
export const saveProfileWrite = (userId: number) =>
  writeOptions({
    write: (input: InputOf<typeof e.saveProfile>) => call(e.saveProfile, input),
    settle: settle(userId),
  });

/** An application for verification (the identity and its two pictures). */
export const submitVerificationWrite = (userId: number) =>
  writeOptions({
    write: (input: InputOf<typeof e.submitVerification>) => call(e.submitVerification, input),
    settle: settle(userId),
  });
