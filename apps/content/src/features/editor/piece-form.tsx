import { beijingClock } from '@portal/api/beijing-time';
import type { OpenedPiece } from '@portal/api/contract/article-writing';
import { ApiError, apiErrorMessage } from '@portal/api/errors';
import { watermarkWrite } from '@portal/api/mutations/article-writing';
import {
  WRITING_KINDS,
  WRITING_LIMITS,
  WRITING_MESSAGES,
  type WritingKind,
  writingCharCount,
} from '@portal/api/rules/article-writing';
import { caseTemplateHtml, dropEmptySections, sectionsIn } from '@portal/api/rules/case-sections';
import type { RichEditorInstance } from '@portal/rich-editor/heading-sections';
import { useNavigate } from '@portal/router';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { WhenIdle } from '@portal/shared-ui/when-idle';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { editorMessages as t } from '../../editor-messages';
import { CaseSectionBar } from './case-section-bar';
import { CoverPicker } from './cover-picker';
import { type PickedProduct, ProductPicker } from './product-picker';
import { SubspecialtyPicker } from './subspecialty-picker';
import { type PieceFields, type PieceSaveState, usePieceAutosave } from './use-piece-autosave';

// TipTap and the detector are most of the page's code: they load in the first idle period after
// the form has painted (the body's place is held by its skeleton, so nothing moves)
const BodyEditor = lazy(() => import('./body-editor'));
const IdentifierFindings = lazy(() =>
  import('@portal/shared-ui/identifier-findings').then((m) => ({ default: m.IdentifierFindings })),
);

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

export interface PieceFormProps {
  kind: WritingKind;
  /** the piece reopened, or null for a new one */
  opened: OpenedPiece | null;
}

/**
 * The editor of a case, an article or popular science: title, cover, summary, subspecialties,
 * products, the body (with a case's sections), the watermark switch; saved as one writes and
 * published under the server's rules (which refuse unmasked patient identifiers).
 */
export function PieceForm({ kind, opened }: PieceFormProps) {
  const host = useHost();
  const navigate = useNavigate();
  const titleId = useId();
  const summaryId = useId();
  const initial = useMemo<PieceFields>(
    () => ({
      type: kind,
      title: opened?.title ?? '',
      summary: opened?.summary ?? '',
      cover: opened?.cover ?? '',
      subspecialtyIds: opened?.subspecialtyIds ?? [],
      productIds: opened?.productIds ?? [],
      body: opened ? opened.body : kind === WRITING_KINDS.case ? caseTemplateHtml() : '',
      watermark: opened?.watermark ?? false,
    }),
    [kind, opened],
  );
  const [fields, setFields] = useState<PieceFields>(initial);
  const [products, setProducts] = useState<PickedProduct[]>(opened?.products ?? []);
  const [editor, setEditor] = useState<RichEditorInstance | null>(null);
  const [bodyFindings, setBodyFindings] = useState(0);
  const [publishing, setPublishing] = useState(false);
  const [state, setState] = useState(opened?.state ?? 'draft');
  const baselined = useRef(false);

  const autosave = usePieceAutosave(
    opened ? { id: opened.id, version: opened.version, state: opened.state } : null,
    (saved) => {
      // the address names the draft from now on (a reload reopens it), without a new render
      const url = `/editor?type=${kind}&id=${saved.id}`;
      window.history.replaceState(window.history.state, '', url);
    },
  );
  const { change, opened: markOpened } = autosave;

  const set = <K extends keyof PieceFields>(key: K, value: PieceFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  // every change after the editor has taken its first look at the body goes to the autosave
  useEffect(() => {
    if (baselined.current) change(fields);
  }, [fields, change]);

  const live = state === 'published' || state === 'pending';

  function onBody(html: string) {
    if (!baselined.current) {
      // the editor's own rendering of what was opened is no change of the author's
      // (what was opened, as the editor writes it: fields typed before it loaded are changes)
      baselined.current = true;
      markOpened({ ...initial, body: html });
      setFields((current) => ({ ...current, body: html }));
      return;
    }
    set('body', html);
  }

  async function toggleWatermark(on: boolean) {
    const { id, version } = autosave.piece.current;
    if (!live || id === null) {
      set('watermark', on);
      return;
    }
    // a published piece's switch applies at once, without sending the piece again
    try {
      const r = await watermarkWrite.write({ id, watermark: on, version });
      autosave.piece.current.version = r.version;
      markOpened({ ...fields, watermark: on });
      setFields((current) => ({ ...current, watermark: on }));
      host.toast(on ? WRITING_MESSAGES.watermarkOn : WRITING_MESSAGES.watermarkOff);
    } catch (error) {
      host.toast(apiErrorMessage(error, t.loadFailed));
    }
  }

  async function publish() {
    if (!fields.title.trim()) return host.toast(WRITING_MESSAGES.titleRequired);
    if (!hasText(fields.body) && !/<img\b/.test(fields.body))
      return host.toast(WRITING_MESSAGES.bodyRequired);
    const { findIdentifiers } = await import('@portal/api/rules/deidentify');
    const textFindings = findIdentifiers(fields.title).length + findIdentifiers(fields.summary).length;
    if (bodyFindings + textFindings > 0) return host.toast(t.identifiersBlock);
    const sent = {
      ...fields,
      body: kind === WRITING_KINDS.case ? dropEmptySections(fields.body) : fields.body,
    };
    setPublishing(true);
    try {
      const saved = await autosave.publish(sent);
      setState(saved.state);
      if (saved.state === 'published') {
        host.toast(live ? WRITING_MESSAGES.updated : WRITING_MESSAGES.published);
        navigate(saved.url);
      } else {
        host.toast(WRITING_MESSAGES.submittedForReview);
        navigate('/editor/drafts?tab=mine');
      }
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 409))
        host.toast(apiErrorMessage(error, t.loadFailed));
    } finally {
      setPublishing(false);
    }
  }

  async function saveNow() {
    change(fields);
    if (await autosave.flush()) host.toast(WRITING_MESSAGES.draftSaved);
  }

  const heading = (opened ? t.headingEdit[kind] : t.heading[kind]) ?? '';
  useDocumentTitle(t.documentTitle(heading));

  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-28">
      <h1 className="text-xl font-semibold text-ink">{heading}</h1>
      <p className="mt-1 text-sm text-ink-mute">{t.kindNote[kind]}</p>
      {opened?.state === 'rejected' && opened.reason ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
          {t.rejectedReason(opened.reason)}
        </p>
      ) : null}
      {state === 'pending' ? (
        <p className="mt-3 rounded-md bg-surface px-3 py-2 text-sm text-ink-soft">{t.pendingNote}</p>
      ) : null}
      {autosave.state.kind === 'conflict' ? (
        <div role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          <p className="font-medium">{t.conflictTitle}</p>
          <p className="mt-1 text-ink-soft">{t.conflictBody}</p>
          <Button size="sm" className="mt-2" onClick={() => window.location.reload()}>
            {t.reload}
          </Button>
        </div>
      ) : null}

      <div className="mt-5 flex flex-col gap-5">
        <div>
          <label htmlFor={titleId} className="mb-1 block text-sm font-medium text-ink">
            {t.title}
          </label>
          <input
            id={titleId}
            value={fields.title}
            maxLength={WRITING_LIMITS.titleMax}
            onChange={(event) => set('title', event.target.value)}
            placeholder={t.titlePlaceholder(WRITING_LIMITS.titleMax)}
            className="h-11 w-full rounded-md border border-line px-3 text-base outline-none focus:border-brand"
          />
          <WhenIdle>
            <Suspense fallback={null}>
              <IdentifierFindings text={fields.title} onMask={(next) => set('title', next)} />
            </Suspense>
          </WhenIdle>
        </div>

        <div>
          <p className="mb-1 text-sm font-medium text-ink">{t.cover}</p>
          <CoverPicker cover={fields.cover} onChange={(cover) => set('cover', cover)} onNotice={host.toast} />
        </div>

        <div>
          <label htmlFor={summaryId} className="mb-1 block text-sm font-medium text-ink">
            {t.summary}
          </label>
          <textarea
            id={summaryId}
            value={fields.summary}
            rows={3}
            maxLength={WRITING_LIMITS.summaryMax}
            onChange={(event) => set('summary', event.target.value)}
            placeholder={t.summaryPlaceholder}
            className="w-full rounded-md border border-line px-3 py-2 text-sm outline-none focus:border-brand"
          />
          <p className="text-right text-xs text-ink-mute">
            {t.count(writingCharCount(fields.summary), WRITING_LIMITS.summaryMax)}
          </p>
          <WhenIdle>
            <Suspense fallback={null}>
              <IdentifierFindings text={fields.summary} onMask={(next) => set('summary', next)} />
            </Suspense>
          </WhenIdle>
        </div>

        <div>
          <p className="mb-2 text-sm font-medium text-ink">{t.body}</p>
          {kind === WRITING_KINDS.case ? (
            <div className="mb-3">
              <CaseSectionBar editor={editor} present={sectionsIn(fields.body)} />
            </div>
          ) : null}
          <Suspense fallback={<BodySkeleton />}>
            <WhenIdle fallback={<BodySkeleton />}>
              <BodyEditor
                kind={kind}
                initialHtml={initial.body}
                onChange={onBody}
                onNotice={host.toast}
                onEditor={setEditor}
                onFindings={setBodyFindings}
              />
            </WhenIdle>
          </Suspense>
        </div>

        {/* after the body: the tags load from the server, and nothing above the text may move when they come */}
        <SubspecialtyPicker
          selected={fields.subspecialtyIds}
          onChange={(ids) => set('subspecialtyIds', ids)}
          onNotice={host.toast}
        />
        <ProductPicker
          selected={products}
          onChange={(next) => {
            setProducts(next);
            set(
              'productIds',
              next.map((p) => p.id),
            );
          }}
          onNotice={host.toast}
        />

        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            role="switch"
            aria-checked={fields.watermark}
            checked={fields.watermark}
            onChange={(event) => void toggleWatermark(event.target.checked)}
            className="mt-0.5 h-5 w-5 accent-brand"
          />
          <span>
            <span className="font-medium text-ink">{t.watermark}</span>
            <span className="block text-xs text-ink-mute">{t.watermarkNote}</span>
          </span>
        </label>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <SaveStatus state={autosave.state} dirty={autosave.dirty} live={live} />
          <div className="flex gap-2">
            {/* the shared button's heights are desktop's; a finger's 48px on a phone */}
            <Button variant="text" className="max-md:h-12" onClick={() => navigate('/editor/drafts')}>
              {t.drafts}
            </Button>
            {live ? null : (
              <Button
                variant="secondary"
                className="max-md:h-12"
                onClick={() => void saveNow()}
                disabled={autosave.state.kind === 'conflict'}
              >
                {t.saveDraft}
              </Button>
            )}
            <Button
              className="max-md:h-12"
              onClick={() => void publish()}
              loading={publishing}
              disabled={autosave.state.kind === 'conflict'}
            >
              {live ? t.republish : t.publish}
            </Button>
          </div>
        </div>
      </div>
    </main>
  );
}

/** the body's place while its editor loads: the toolbar's and the text's height */
function BodySkeleton() {
  return (
    <div className="min-h-[420px] rounded-lg border border-line bg-white p-4">
      <Skeleton block lines={10} label={t.loading} />
    </div>
  );
}

function SaveStatus({ state, dirty, live }: { state: PieceSaveState; dirty: boolean; live: boolean }) {
  let text = '';
  if (state.kind === 'saving') text = t.saving;
  else if (state.kind === 'failed') text = t.saveFailed;
  else if (dirty && live) text = t.unsaved;
  else if (state.kind === 'saved') text = t.savedAt(beijingClock(state.at));
  return (
    <span
      aria-live="polite"
      className={`text-xs ${state.kind === 'failed' ? 'text-danger' : 'text-ink-mute'}`}
    >
      {text}
    </span>
  );
}
