import type { Editor } from '@tiptap/core';

/** The editor instance as pages hold it (RichEditor's `onEditor`), without their importing TipTap. */
export type RichEditorInstance = Editor;

/** a second-level heading at the top of the document, and where it starts */
interface SectionHeading {
  name: string;
  pos: number;
  size: number;
}

function headingsOf(editor: Editor): SectionHeading[] {
  const found: SectionHeading[] = [];
  editor.state.doc.forEach((node, offset) => {
    if (node.type.name === 'heading' && node.attrs.level === 2)
      found.push({ name: node.textContent.trim(), pos: offset, size: node.nodeSize });
  });
  return found;
}

/** the names of the document's second-level headings, in order (a case's sections) */
export function sectionNames(editor: Editor): string[] {
  return headingsOf(editor).map((h) => h.name);
}

/**
 * Adds the section `name` as a second-level heading with an empty paragraph, at its place in
 * `order` (before the first present section that comes after it, else at the end), and puts the
 * cursor in its paragraph. A section already there is only gone to.
 */
export function addSection(editor: Editor, name: string, order: readonly string[]): void {
  const headings = headingsOf(editor);
  if (headings.some((h) => h.name === name)) {
    goToSection(editor, name);
    return;
  }
  const rank = order.indexOf(name);
  const next = headings.find((h) => order.indexOf(h.name) > rank);
  const at = next ? next.pos : editor.state.doc.content.size;
  editor
    .chain()
    .insertContentAt(at, [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: name }] },
      { type: 'paragraph' },
    ])
    .run();
  goToSection(editor, name);
}

/** puts the cursor at the start of the section's first paragraph and scrolls it into view */
export function goToSection(editor: Editor, name: string): void {
  const heading = headingsOf(editor).find((h) => h.name === name);
  if (!heading) return;
  const inside = Math.min(heading.pos + heading.size + 1, editor.state.doc.content.size);
  editor.chain().focus().setTextSelection(inside).scrollIntoView().run();
}
