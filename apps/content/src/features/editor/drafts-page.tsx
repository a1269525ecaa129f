import { beijingDateTime } from '@portal/api/beijing-time';
import type { WrittenPiece } from '@portal/api/contract/article-writing';
import { deleteArticleWrite } from '@portal/api/mutations/article-writing';
import { draftsQuery, myArticlesQuery } from '@portal/api/queries/article-writing';
import { WRITING_KIND_LABELS, WRITING_KINDS, WRITING_MESSAGES } from '@portal/api/rules/article-writing';
import { useQuery } from '@portal/query';
import { Link, useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { editorMessages } from '../../editor-messages';
import { EditorGate } from './editor-gate';

const t = editorMessages.draftsPage;
/** the author's published and pending pieces shown at once (the profile pages them all) */
const MINE_PAGE_SIZE = 100;

/** `/editor/drafts`: the author's drafts (all at once, the count from page.totalCount) and their pieces. */
export function DraftsPage() {
  useDocumentTitle(t.documentTitle);
  return (
    <EditorGate kind="drafts">
      <Drafts />
    </EditorGate>
  );
}

function Drafts() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'drafts';
  const authorId = user?.id ?? 0;
  const drafts = useQuery({ ...draftsQuery(authorId), enabled: user !== null && tab === 'drafts' });
  const mine = useQuery({
    ...myArticlesQuery(authorId, { pageNo: 1, pageSize: MINE_PAGE_SIZE }),
    enabled: user !== null && tab === 'mine',
  });
  const list = tab === 'mine' ? mine : drafts;
  const [removing, setRemoving] = useState<WrittenPiece | null>(null);
  const remove = useWrite(deleteArticleWrite, {
    successText: () => WRITING_MESSAGES.deleted,
    onSuccess: () => setRemoving(null),
  });

  const tabClass = (on: boolean) =>
    `min-h-10 border-b-2 px-3 text-sm ${on ? 'border-brand font-medium text-brand' : 'border-transparent text-ink-soft'}`;

  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{t.title}</h1>
        <div className="flex flex-wrap gap-2">
          {[WRITING_KINDS.case, WRITING_KINDS.article, WRITING_KINDS.popularScience].map((kind) => (
            <Link
              key={kind}
              to={`/editor?type=${kind}`}
              className="inline-flex h-9 items-center rounded-md border border-brand px-3 text-sm text-brand hover:bg-brand-50"
            >
              {t.write[kind]}
            </Link>
          ))}
        </div>
      </div>
      <div role="tablist" className="mt-4 flex gap-2 border-b border-line">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'drafts'}
          className={tabClass(tab === 'drafts')}
          onClick={() => setParams({}, { replace: true })}
        >
          {t.title}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'mine'}
          className={tabClass(tab === 'mine')}
          onClick={() => setParams({ tab: 'mine' }, { replace: true })}
        >
          {t.mine}
        </button>
      </div>
      {tab === 'drafts' && drafts.data ? (
        <p className="mt-3 text-sm text-ink-mute">{t.count(drafts.data.page.totalCount)}</p>
      ) : null}
      {list.isError ? (
        <div className="py-10 text-center">
          <p role="alert" className="text-ink-soft">
            {editorMessages.loadFailed}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            {editorMessages.retry}
          </Button>
        </div>
      ) : !list.data ? (
        <Skeleton block lines={6} label={editorMessages.loading} className="mt-4" />
      ) : list.data.list.length === 0 ? (
        <p className="py-16 text-center text-ink-mute">{tab === 'mine' ? t.emptyMine : t.empty}</p>
      ) : (
        <ul aria-label={tab === 'mine' ? t.mineLabel : t.listLabel} className="mt-2 divide-y divide-line">
          {list.data.list.map((piece) => (
            <PieceRow key={piece.id} piece={piece} onRemove={() => setRemoving(piece)} />
          ))}
        </ul>
      )}
      {removing ? (
        <Dialog
          open
          onClose={() => setRemoving(null)}
          title={t.confirmTitle}
          footer={
            <>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                {t.cancel}
              </Button>
              <Button loading={remove.busy} onClick={() => void remove.run({ id: removing.id })}>
                {t.confirm}
              </Button>
            </>
          }
        >
          <p className="leading-6">
            {removing.state === 'draft'
              ? t.confirmBody(removing.title || t.untitled)
              : t.confirmRemovePiece(removing.title || t.untitled)}
          </p>
        </Dialog>
      ) : null}
    </main>
  );
}

function PieceRow({ piece, onRemove }: { piece: WrittenPiece; onRemove: () => void }) {
  const title = piece.title || t.untitled;
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span className="shrink-0 rounded bg-surface px-1.5 py-0.5 text-xs text-ink-soft">
            {WRITING_KIND_LABELS[piece.type]}
          </span>
          {piece.state !== 'draft' ? (
            <span
              className={`shrink-0 rounded px-1.5 py-0.5 text-xs ${
                piece.state === 'rejected' ? 'bg-red-50 text-danger' : 'bg-brand-50 text-brand'
              }`}
            >
              {editorMessages.stateLabel[piece.state]}
            </span>
          ) : null}
          <span className="truncate font-medium text-ink">{title}</span>
        </p>
        {piece.state === 'rejected' && piece.reason ? (
          <p className="mt-1 text-xs text-danger">{editorMessages.rejectedReason(piece.reason)}</p>
        ) : null}
        <p className="mt-1 text-xs text-ink-mute">{t.updated(beijingDateTime(piece.updatedAt))}</p>
      </div>
      <div className="flex shrink-0 gap-1">
        {piece.state === 'published' ? (
          <Link
            to={piece.url}
            className="inline-flex min-h-9 items-center px-2 text-sm text-brand hover:underline"
          >
            {editorMessages.viewPublished}
          </Link>
        ) : null}
        <Link
          to={`/editor?type=${piece.type}&id=${piece.id}`}
          className="inline-flex min-h-9 items-center px-2 text-sm text-brand hover:underline"
        >
          {t.edit}
        </Link>
        <Button variant="text" aria-label={t.removeLabel(title)} onClick={onRemove} className="min-h-9">
          {t.remove}
        </Button>
      </div>
    </li>
  );
}
