import { sendWatchBeat } from '@portal/api/mutations/cme';
import { cmeKeys } from '@portal/api/queries/cme';
import { CME_RULES } from '@portal/api/rules/cme';
import { useQueryClient } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { useCallback, useEffect, useRef } from 'react';

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
  const signedIn = user !== null;

  const onPlaying = useCallback(
    (playing: boolean) => {
      if (!signedIn) return;
      const beat = (event: 'start' | 'beat' | 'stop') =>
        sendWatchBeat({ meetingId, event })
          .then(() => client.invalidateQueries({ queryKey: [...cmeKeys.all, 'meeting'] }))
          .catch(() => undefined);
      if (playing && timer.current === null) {
        void beat('start');
        timer.current = setInterval(() => void beat('beat'), CME_RULES.beatIntervalMs);
      } else if (!playing && timer.current !== null) {
        clearInterval(timer.current);
        timer.current = null;
        void beat('stop');
      }
    },
    [meetingId, signedIn, client],
  );

  useEffect(() => () => onPlaying(false), [onPlaying]);
  return onPlaying;
}
