import { call } from '@portal/api/call';
import type { ClaimBody, QuizAnswersBody, WatchBeatBody } from '@portal/api/contract/cme';
import { cmeEndpoints as e } from '@portal/api/endpoints/cme';
import { writeOptions } from '@portal/api/mutation';
import { cmeKeys } from '@portal/api/queries/cme';

/** a quiz attempt; the course's progress (quiz passed, may claim) is read anew */
export const submitQuizWrite = writeOptions({
  write: (input: Omit<QuizAnswersBody, 'userId'>) => call(e.submitQuiz, input),
  invalidates: () => [cmeKeys.all],
});

/** claims the certificate the reader earned; their progress and list are read anew */
export const claimCertificateWrite = writeOptions({
  write: (input: Omit<ClaimBody, 'userId'>) => call(e.claim, input),
  invalidates: () => [cmeKeys.all],
});

/** one beat of the meeting player (not a screen's write: no toast, no cache) */
export const sendWatchBeat = (input: Omit<WatchBeatBody, 'userId'>) => call(e.watchBeat, input);
