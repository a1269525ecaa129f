import { UPLOAD_LIMITS } from '@portal/api/rules/uploads';
import { NodeSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { messages } from './messages';
import { isWebAddress } from './paste';
import { PictureTool } from './picture-tool';

function ToolButton({
  label,
  active = false,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      // keep the editor's selection: the press must not take focus from it
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`h-8 min-w-8 rounded px-2 text-sm disabled:opacity-40 ${
        active ? 'bg-brand-50 text-brand' : 'text-ink-soft hover:bg-surface'
      }`}
    >
      {children}
    </button>
  );
}

/** the selected picture: where it is and what it shows */
function selectedPicture(editor: Editor): { pos: number; src: string } | null {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return null;
  const src = selection.node.attrs.src;
  return typeof src === 'string' && src ? { pos: selection.from, src } : null;
}

/**
 * The editor's buttons: headings, bold, italic, quote, lists, a picture, the picture tool (打码 and
 * 裁剪 of the selected picture), a video link, undo/redo.
 */
export function Toolbar({
  editor,
  onImages,
  onNotice,
  uploadImage,
}: {
  editor: Editor | null;
  onImages(files: File[]): void;
  onNotice(message: string): void;
  /** sends a picture the tool made; as RichEditor's `uploadImage` */
  uploadImage(file: File): Promise<{ url: string }>;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const [editing, setEditing] = useState<{ pos: number; src: string } | null>(null);
  const [videoUrl, setVideoUrl] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
      picture: e?.isActive('image') ?? false,
    }),
  });
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  const insertVideo = (event: FormEvent) => {
    event.preventDefault();
    const url = videoUrl.trim();
    if (!isWebAddress(url)) {
      onNotice(messages.badVideoUrl);
      return;
    }
    chain()
      .insertContent({
        type: 'paragraph',
        content: [
          { type: 'text', text: messages.videoLabel(url), marks: [{ type: 'link', attrs: { href: url } }] },
        ],
      })
      .run();
    setVideoUrl('');
    setVideoOpen(false);
  };

  const replacePicture = (url: string) => {
    const was = editing;
    setEditing(null);
    if (!was) return;
    // the dialog is modal, so the picture is where it was; checked all the same
    const node = editor.state.doc.nodeAt(was.pos);
    if (node?.type.name !== 'image' || node.attrs.src !== was.src) return;
    const tr = editor.state.tr.setNodeAttribute(was.pos, 'src', url);
    // the editor's 撤销 must not bring back the picture that was covered
    tr.setMeta('addToHistory', false);
    tr.setSelection(NodeSelection.create(tr.doc, was.pos));
    editor.view.dispatch(tr);
    editor.commands.focus();
  };

  return (
    <div className="border-b border-line">
      <div
        role="toolbar"
        aria-label={messages.toolbar}
        className="flex flex-wrap items-center gap-1 px-2 py-1"
      >
        <ToolButton
          label={messages.heading}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label={messages.subheading}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton label={messages.bold} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton
          label={messages.italic}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <em>I</em>
        </ToolButton>
        <ToolButton
          label={messages.quote}
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          ❝
        </ToolButton>
        <ToolButton
          label={messages.bulletList}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          •≡
        </ToolButton>
        <ToolButton
          label={messages.orderedList}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1≡
        </ToolButton>
        <ToolButton label={messages.image} onClick={() => fileRef.current?.click()}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className="inline-block">
            <rect
              x="2.5"
              y="3.5"
              width="15"
              height="13"
              rx="1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <circle cx="7" cy="8" r="1.5" fill="currentColor" />
            <path d="M3 15l4.5-4.5 3 3 2.5-2.5L17 15" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </ToolButton>
        <ToolButton
          label={messages.pictureTool}
          disabled={!state.picture}
          onClick={() => setEditing(selectedPicture(editor))}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className="inline-block">
            <path
              d="M3 6V3h3M14 3h3v3M17 14v3h-3M6 17H3v-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <rect x="6" y="7" width="3" height="3" fill="currentColor" />
            <rect x="11" y="7" width="3" height="3" fill="currentColor" opacity="0.5" />
            <rect x="6" y="11" width="3" height="3" fill="currentColor" opacity="0.5" />
            <rect x="11" y="11" width="3" height="3" fill="currentColor" />
          </svg>
        </ToolButton>
        <ToolButton label={messages.video} active={videoOpen} onClick={() => setVideoOpen(!videoOpen)}>
          ▶
        </ToolButton>
        <span className="mx-1 h-5 w-px bg-line" aria-hidden="true" />
        <ToolButton label={messages.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label={messages.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
        <input
          ref={fileRef}
          type="file"
          accept={UPLOAD_LIMITS.types.join(',')}
          multiple
          hidden
          data-testid="rich-editor-file"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) onImages(files);
          }}
        />
      </div>
      {videoOpen ? (
        <form onSubmit={insertVideo} className="flex items-center gap-2 px-3 pb-2">
          <input
            type="url"
            aria-label={messages.videoUrl}
            placeholder={messages.videoPlaceholder}
            value={videoUrl}
            onChange={(event) => setVideoUrl(event.target.value)}
            className="h-8 flex-1 rounded border border-line px-2 text-sm outline-none focus:border-brand"
          />
          <button type="submit" className="h-8 rounded bg-brand px-3 text-sm text-white">
            {messages.insert}
          </button>
          <button
            type="button"
            onClick={() => setVideoOpen(false)}
            className="h-8 px-2 text-sm text-ink-soft"
          >
            {messages.cancel}
          </button>
        </form>
      ) : null}
      {editing ? (
        <PictureTool
          src={editing.src}
          uploadImage={uploadImage}
          onDone={replacePicture}
          onCancel={() => {
            setEditing(null);
            editor.commands.focus();
          }}
          onNotice={onNotice}
        />
      ) : null}
    </div>
  );
}
