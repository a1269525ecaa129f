import { saveDraftWrite } from '@portal/api/mutations/community-writing';
import { useCallback, useEffect, useRef, useState } from 'react';

/** how long typing must pause before the draft is saved */
export const AUTOSAVE_DELAY_MS = 1500;
/** after a failed save, the next try */
export const RETRY_DELAY_MS = 10_000;

export type DraftSaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'failed' };

/**
 * Saves the answer's draft on the server as one types: after a pause, when the tab is hidden, and
 * never two saves at once (the newest text goes next). `flush` saves now; `stop` holds it while the
 * answer is sent (the server drops the draft with it), `resume` after a failed send.
 */
export function useDraftAutosave(questionId: number) {
  const [state, setState] = useState<DraftSaveState>({ kind: 'idle' });
  const pending = useRef<string | null>(null);
  const lastSaved = useRef<string | null>(null);
  const inFlight = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (stopped.current || inFlight.current || pending.current === null) return;
    const text = pending.current;
    pending.current = null;
    if (text === lastSaved.current) return;
    inFlight.current = true;
    setState({ kind: 'saving' });
    let failed = false;
    try {
      // the declared write, scheduled here: one at a time, the newest text next, a failure retried
      const r = await saveDraftWrite.write({ questionId, text });
      lastSaved.current = text;
      if (!stopped.current) setState({ kind: 'saved', at: r.updatedAt });
    } catch {
      failed = true;
      if (!stopped.current) setState({ kind: 'failed' });
    } finally {
      inFlight.current = false;
    }
    if (stopped.current) return;
    // typed on while it was saving: save that now
    if (pending.current !== null) void flush();
    else if (failed) {
      // nothing newer: the same text again after a while
      pending.current = text;
      timer.current = setTimeout(() => void flush(), RETRY_DELAY_MS);
    }
  }, [questionId]);

  const change = useCallback(
    (html: string) => {
      if (stopped.current) return;
      pending.current = html;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** the restored draft counts as saved: opening it is no change */
  const restored = useCallback((html: string) => {
    lastSaved.current = html;
  }, []);

  const stop = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
  }, []);

  /** after a failed send: typing saves again */
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      clearTimeout(timer.current);
    };
  }, [flush]);

  return { state, change, restored, flush, stop, resume };
}
