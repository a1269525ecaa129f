import { UPLOAD_LIMITS, UPLOADED_IMAGE_PREFIX } from '@portal/api/rules/uploads';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CaptionedImage } from './captioned-image';
import { type EditorFinding, editorFindings, IdentifierMarks, identifierMarksKey } from './identifier-marks';
import { IdentifierPanel } from './identifier-panel';
import { messages } from './messages';
import { cleanPastedHtml } from './paste';
import { Toolbar } from './toolbar';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

export interface RichEditorProps {
  /** the HTML it starts with (a restored draft); later changes of it are not applied */
  initialHtml?: string;
  /** every change, as HTML */
  onChange(html: string, chars: number): void;
  /** sends a picture to the server; rejects with an Error whose message the user reads */
  uploadImage(file: File): Promise<UploadedImage>;
  /** a message for the user (a failed upload, pictures removed from a paste) */
  onNotice(message: string): void;
  /** characters as the limits count them (the server counts the same way) */
  countChars(text: string): number;
  maxChars: number;
  placeholder: string;
  /** the editing area's accessible name */
  label: string;
  /**
   * marks patient identifiers in the text, each with a 遮盖 button, and lists them above it
   * (issue 23: cases and articles); may be switched while the editor lives
   */
  identifiers?: boolean;
  /** the identifiers found, whenever the list changes (positions included); [] when switched off */
  onFindings?(findings: readonly EditorFinding[]): void;
  /** the editor once created and null when it goes: the page inserts sections or scrolls with it */
  onEditor?(editor: Editor | null): void;
  /**
   * what an empty paragraph right under a second-level heading says (a case section's hint:
   * 主诉 → 主要症状及持续时间), or null for nothing
   */
  sectionHint?(heading: string): string | null;
}

const IMAGE_TYPES: readonly string[] = UPLOAD_LIMITS.types;

/**
 * The portal's rich-text editor (TipTap on ProseMirror): headings, lists, bold, quotes, pictures
 * uploaded as they are inserted, pasted or dropped, video links, paste from Word and web pages
 * cleaned, and a character count. Its HTML is a proposal: the server cleans it by its allowlist
 * before storing it.
 */
export function RichEditor({
  initialHtml = '',
  onChange,
  uploadImage,
  onNotice,
  countChars,
  maxChars,
  placeholder,
  label,
  identifiers = false,
  onFindings,
  onEditor,
  sectionHint,
}: RichEditorProps) {
  const [uploading, setUploading] = useState(0);
  // the latest callbacks, for the editor's handlers created once
  const latest = useRef({ onChange, uploadImage, onNotice, countChars, onFindings, onEditor, sectionHint });
  latest.current = { onChange, uploadImage, onNotice, countChars, onFindings, onEditor, sectionHint };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] },
      }),
      CaptionedImage.configure({ allowBase64: false }),
      Placeholder.configure({
        // every empty paragraph is asked: the one under a section heading says what goes there
        showOnlyCurrent: false,
        placeholder: ({ editor: e, node, pos }) => {
          const hint = latest.current.sectionHint;
          if (hint && node.type.name === 'paragraph') {
            const at = e.state.doc.resolve(pos);
            const before = at.index() > 0 ? at.parent.child(at.index() - 1) : null;
            if (before?.type.name === 'heading') return hint(before.textContent.trim()) ?? '';
          }
          return e.isEmpty ? placeholder : '';
        },
      }),
      CharacterCount.configure({ textCounter: (text) => latest.current.countChars(text) }),
      IdentifierMarks.configure({
        enabled: identifiers,
        onFindings: (findings) => latest.current.onFindings?.(findings),
      }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-text min-h-[320px] px-4 py-3 outline-none',
      },
      transformPastedHTML(html) {
        const { html: cleaned, droppedImages } = cleanPastedHtml(html, UPLOADED_IMAGE_PREFIX);
        if (droppedImages > 0) latest.current.onNotice(messages.outsideImagesDropped(droppedImages));
        return cleaned;
      },
      handlePaste(_view, event) {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0) return false;
        void insertImages(files);
        return true;
      },
      handleDrop(_view, event) {
        const files = imageFiles((event as DragEvent).dataTransfer?.files);
        if (files.length === 0) return false;
        void insertImages(files);
        return true;
      },
    },
    onUpdate({ editor: e }) {
      latest.current.onChange(e.getHTML(), e.storage.characterCount.characters());
    },
  });

  const chars = useEditorState({
    editor,
    // a destroyed editor (the page going away) has no storage left
    selector: (s) => (s.editor?.isDestroyed ? 0 : (s.editor?.storage.characterCount?.characters() ?? 0)),
  });

  // the list the panel shows changes with what it says, not with every position an edit shifts
  const findings = useEditorState({
    editor,
    selector: (s) => (!s.editor || s.editor.isDestroyed ? NO_FINDINGS : editorFindings(s.editor.state)),
    equalityFn: sameListing,
  });

  async function insertImages(files: File[]) {
    setUploading((n) => n + files.length);
    for (const file of files) {
      try {
        const image = await latest.current.uploadImage(file);
        editor?.chain().focus().setImage({ src: image.url, alt: '' }).run();
      } catch (error) {
        latest.current.onNotice(
          error instanceof Error && error.message ? error.message : messages.uploadFailed,
        );
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  // the first count, for a restored draft
  useEffect(() => {
    // a Suspense boundary re-showing this may hand back an editor already destroyed
    if (editor && !editor.isDestroyed)
      latest.current.onChange(editor.getHTML(), editor.storage.characterCount.characters());
  }, [editor]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if ((identifierMarksKey.getState(editor.state)?.enabled ?? false) !== identifiers)
      editor.commands.setIdentifierMarks(identifiers);
  }, [editor, identifiers]);

  // the first list (a restored draft), then the extension reports each change
  useEffect(() => {
    if (editor && !editor.isDestroyed) latest.current.onFindings?.(editorFindings(editor.state));
  }, [editor]);

  useEffect(() => {
    if (!editor) return;
    latest.current.onEditor?.(editor);
    return () => latest.current.onEditor?.(null);
  }, [editor]);

  // the panel's index is into the current list: the one it rendered may have older positions
  const locateFinding = useCallback(
    (index: number) => {
      const finding = editor ? editorFindings(editor.state)[index] : undefined;
      if (finding)
        editor
          ?.chain()
          .focus()
          .setTextSelection({ from: finding.from, to: finding.to })
          .scrollIntoView()
          .run();
    },
    [editor],
  );
  const maskOneFinding = useCallback(
    (index: number) => {
      const finding = editor ? editorFindings(editor.state)[index] : undefined;
      if (finding) editor?.commands.maskIdentifier(finding.from, finding.to);
    },
    [editor],
  );
  const maskAllFindings = useCallback(() => editor?.commands.maskAllIdentifiers(), [editor]);

  const over = chars > maxChars;
  return (
    <div className="rich-editor rounded-lg border border-line bg-white">
      <Toolbar
        editor={editor}
        onImages={(files) => void insertImages(files)}
        onNotice={onNotice}
        uploadImage={(file) => latest.current.uploadImage(file)}
      />
      {identifiers ? (
        <IdentifierPanel
          findings={findings ?? NO_FINDINGS}
          onLocate={locateFinding}
          onMask={maskOneFinding}
          onMaskAll={maskAllFindings}
        />
      ) : null}
      <EditorContent editor={editor} />
      <div className="flex items-center justify-between border-t border-line px-4 py-2 text-xs text-ink-mute">
        <span aria-live="polite">{uploading > 0 ? messages.uploading(uploading) : ''}</span>
        <span aria-live="polite" className={over ? 'font-medium text-red-600' : ''}>
          {over ? `${messages.tooLong(maxChars)} · ` : ''}
          {messages.count(chars, maxChars)}
        </span>
      </div>
    </div>
  );
}

const NO_FINDINGS: readonly EditorFinding[] = [];

function sameListing(a: readonly EditorFinding[] | null, b: readonly EditorFinding[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((f, i) => {
    const g = b[i]!;
    return f.kind === g.kind && f.text === g.text && f.section === g.section && f.paragraph === g.paragraph;
  });
}

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => IMAGE_TYPES.includes(f.type));
}
