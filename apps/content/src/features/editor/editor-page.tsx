import { openedPieceQuery } from '@portal/api/queries/article-writing';
import { WRITING_KIND_VALUES, type WritingKind } from '@portal/api/rules/article-writing';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { editorMessages as t } from '../../editor-messages';
import { EditorGate } from './editor-gate';
import { PieceForm } from './piece-form';

/** `type` of the address: 0 case, 2 article, 3 popular science (spec 2) */
export function kindParam(raw: string | null): WritingKind | undefined {
  const n = Number(raw);
  return raw !== null && raw !== '' && (WRITING_KIND_VALUES as readonly number[]).includes(n)
    ? (n as WritingKind)
    : undefined;
}

function idParam(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** `/editor?type=0|2|3` (and `&id=` to reopen a draft or one's own piece). */
export function EditorPage() {
  const [params] = useSearchParams();
  const kind = kindParam(params.get('type'));
  const id = idParam(params.get('id'));
  if (kind === undefined) return <NotFound />;
  return (
    <EditorGate kind={kind}>
      {id === undefined ? <PieceForm key="new" kind={kind} opened={null} /> : <OpenPiece id={id} />}
    </EditorGate>
  );
}

function OpenPiece({ id }: { id: number }) {
  const user = useSessionUser();
  const piece = useQuery({ ...openedPieceQuery(user?.id ?? 0, id), enabled: user !== null });
  if (piece.isError)
    return (
      <main className="mx-auto max-w-page px-4 py-16 text-center">
        <p role="alert" className="text-ink-soft">
          {piece.error instanceof Error && piece.error.message ? piece.error.message : t.loadFailed}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void piece.refetch()}>
          {t.retry}
        </Button>
      </main>
    );
  if (!piece.data)
    return (
      <main className="mx-auto max-w-3xl px-4 py-6">
        <Skeleton block lines={10} label={t.loading} />
      </main>
    );
  return <PieceForm key={piece.data.id} kind={piece.data.type} opened={piece.data} />;
}
