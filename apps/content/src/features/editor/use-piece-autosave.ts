import type { SavedPiece } from '@portal/api/contract/article-writing';
import { ApiError } from '@portal/api/errors';
import { saveArticleWrite, updateArticleWrite } from '@portal/api/mutations/article-writing';
import type { WritingKind, WritingState } from '@portal/api/rules/article-writing';
import { useCallback, useEffect, useRef, useState } from 'react';

/** how long typing must pause before the draft is saved */
export const AUTOSAVE_DELAY_MS = 2000;
/** after a failed save, the next try */
export const RETRY_DELAY_MS = 10_000;

/** everything the editor sends of a piece */
export interface PieceFields {
  type: WritingKind;
  title: string;
  summary: string;
  cover: string;
  subspecialtyIds: number[];
  productIds: number[];
  body: string;
  watermark: boolean;
}

export type PieceSaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'failed' }
  /** another tab or device saved a newer version: saving stops until the page is reloaded */
  | { kind: 'conflict' };

export interface PieceOrigin {
  id: number;
  version: number;
  state: WritingState;
}

/** saving a published or pending piece without `publish` would withdraw it: only these autosave */
const autosaves = (state: WritingState) => state === 'draft' || state === 'rejected';

const sameFields = (a: PieceFields | null, b: PieceFields | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves a piece on the server as one writes (issue 23): after a pause, when the tab is hidden and
 * when the page goes away, never two saves at once (the newest fields go next). The first save
 * creates the draft (`onCreated` gets its id); every later one names the version it began from,
 * so a second tab that saved in between is reported (`conflict`) instead of overwritten.
 * Only a draft (or a rejected piece being mended) is autosaved: saving a published or pending piece
 * without `publish` would withdraw it, so those are sent only by `publish`.
 */
export function usePieceAutosave(origin: PieceOrigin | null, onCreated: (saved: SavedPiece) => void) {
  const [state, setState] = useState<PieceSaveState>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  const piece = useRef<{ id: number | null; version: number; state: WritingState }>({
    id: origin?.id ?? null,
    version: origin?.version ?? 0,
    state: origin?.state ?? 'draft',
  });
  const pending = useRef<PieceFields | null>(null);
  const lastSaved = useRef<PieceFields | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const conflict = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const created = useRef(onCreated);
  created.current = onCreated;

  /** one write of `fields`; the piece's id, version and state follow the answer */
  const send = useCallback(async (fields: PieceFields, publish: boolean): Promise<SavedPiece> => {
    const { id, version } = piece.current;
    const saved =
      id === null
        ? await saveArticleWrite.write({ ...fields, publish })
        : await updateArticleWrite.write({ ...fields, id, version, publish });
    piece.current = { id: saved.id, version: saved.version, state: saved.state };
    lastSaved.current = fields;
    if (id === null) created.current(saved);
    return saved;
  }, []);

  /** saves what is pending now; true when everything typed is on the server */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (inFlight.current) {
      await inFlight.current;
      return flush();
    }
    if (conflict.current) return false;
    if (!autosaves(piece.current.state) || pending.current === null) return true;
    const fields = pending.current;
    pending.current = null;
    if (sameFields(fields, lastSaved.current)) {
      setDirty(false);
      return true;
    }
    setState({ kind: 'saving' });
    const run = (async () => {
      try {
        const saved = await send(fields, false);
        setState({ kind: 'saved', at: saved.updatedAt });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === 409) {
          conflict.current = true;
          setState({ kind: 'conflict' });
        } else setState({ kind: 'failed' });
        return false;
      }
    })();
    inFlight.current = run;
    const ok = await run;
    inFlight.current = null;
    if (conflict.current) return false;
    // typed on while it was saving: save that now
    if (pending.current !== null) return flush();
    if (!ok) {
      pending.current = fields;
      timer.current = setTimeout(() => void flush(), RETRY_DELAY_MS);
      return false;
    }
    setDirty(false);
    return true;
  }, [send]);

  const change = useCallback(
    (fields: PieceFields) => {
      if (sameFields(fields, lastSaved.current) && pending.current === null) return;
      pending.current = fields;
      setDirty(true);
      if (!autosaves(piece.current.state) || conflict.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** what the editor opened with counts as saved: opening a draft is no change */
  const opened = useCallback((fields: PieceFields) => {
    lastSaved.current = fields;
  }, []);

  /**
   * Publishes (or submits for review, or updates a published piece): waits for a save in flight,
   * then sends everything with `publish`. Throws the server's refusal (an ApiError) for the page.
   */
  const publish = useCallback(
    async (fields: PieceFields): Promise<SavedPiece> => {
      clearTimeout(timer.current);
      pending.current = null;
      if (inFlight.current) await inFlight.current;
      if (conflict.current) throw new ApiError(409, '');
      try {
        const saved = await send(fields, true);
        setDirty(false);
        setState({ kind: 'saved', at: saved.updatedAt });
        return saved;
      } catch (error) {
        if (error instanceof ApiError && error.code === 409) {
          conflict.current = true;
          setState({ kind: 'conflict' });
        }
        throw error;
      }
    },
    [send],
  );

  // leaving: the tab hidden (a phone switching apps) or the page closed saves what is there
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      // navigating away inside the portal: the last words are saved, not dropped
      void flush();
    };
  }, [flush]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      void flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, flush]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, dirty, change, opened, flush, publish, piece };
}
