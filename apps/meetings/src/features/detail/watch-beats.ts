import { useQueryClient } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { useCallback, useEffect, useRef } from 'react';

// the beat's call and rules load with the first play, not with the meeting page
const cme = () =>
  Promise.all([
    import('@portal/api/mutations/cme'),
    import('@portal/api/queries/cme'),
    import('@portal/api/rules/cme'),
  ]).then(([mutations, queries, rules]) => ({
    sendWatchBeat: mutations.sendWatchBeat,
    cmeKeys: queries.cmeKeys,
    intervalMs: rules.CME_RULES.beatIntervalMs,
  }));

/**
 * The meeting player's watch-time beats (CME, issue 22): `start` when the video begins to play, a
 * `beat` every 30 s while it plays, `stop` when it pauses, ends or the player goes. The server
 * credits the real time between beats (at most 75 s a beat), so the screen only says when it plays.
 * Signed-in viewers only. Answers the callback the player calls with whether it plays.
 */
export function useWatchBeats(meetingId: number): (playing: boolean) => void {
  const user = useSessionUser();
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const playing = useRef(false);
  const signedIn = user !== null;

  const onPlaying = useCallback(
    (now: boolean) => {
      if (!signedIn || now === playing.current) return;
      playing.current = now;
      void cme()
        .then(({ sendWatchBeat, cmeKeys, intervalMs }) => {
          const beat = (event: 'start' | 'beat' | 'stop') =>
            sendWatchBeat({ meetingId, event })
              .then(() => client.invalidateQueries({ queryKey: [...cmeKeys.all, 'meeting'] }))
              .catch(() => undefined);
          if (timer.current !== null) {
            clearInterval(timer.current);
            timer.current = null;
          }
          if (now) {
            void beat('start');
            // stopped again while the modules loaded: no timer
            if (playing.current) timer.current = setInterval(() => void beat('beat'), intervalMs);
          } else {
            void beat('stop');
          }
        })
        .catch(() => undefined);
    },
    [meetingId, signedIn, client],
  );

  useEffect(() => () => onPlaying(false), [onPlaying]);
  return onPlaying;
}
