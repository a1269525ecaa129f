import { mergeAttributes } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import type { Node as PmNode } from '@tiptap/pm/model';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { messages } from './messages';

/** a caption is a line under a picture, not a paragraph */
export const CAPTION_MAX = 100;

/** the <img> of a parsed element: the element itself, or the one inside a <figure> */
function pictureOf(element: HTMLElement): HTMLElement | null {
  return element.tagName === 'FIGURE' ? element.querySelector('img') : element;
}

function captionOf(element: HTMLElement): string {
  if (element.tagName !== 'FIGURE') return '';
  return (element.querySelector('figcaption')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const captionAttr = (node: PmNode): string => String(node.attrs.caption ?? '').trim();

/**
 * A picture with an optional caption: `<figure><img><figcaption>说明</figcaption></figure>`, or a bare
 * `<img>` when there is no caption (so content from before captions, and pictures without one, stay
 * as they were). The caption is an attribute, not editable text inside the node: a picture stays
 * one block that is selected, moved and deleted whole. Its alt text is the caption when there is one.
 * Keeps the name `image`, so `setImage` and everything written for the plain Image extension work.
 */
export const CaptionedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      src: { default: null, parseHTML: (element) => pictureOf(element)?.getAttribute('src') ?? null },
      alt: { default: null, parseHTML: (element) => pictureOf(element)?.getAttribute('alt') ?? null },
      caption: { default: '', rendered: false, parseHTML: captionOf },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const src = element.querySelector('img')?.getAttribute('src');
          return src && !src.startsWith('data:') ? null : false;
        },
      },
      { tag: 'img[src]:not([src^="data:"])' },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const caption = captionAttr(node);
    const img: [string, Record<string, unknown>] = [
      'img',
      mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, caption ? { alt: caption } : {}),
    ];
    return caption ? ['figure', img, ['figcaption', caption]] : img;
  },

  renderText({ node }) {
    return captionAttr(node);
  },

  addNodeView() {
    return ({ node, getPos, editor }) => {
      let current = node;
      const dom = document.createElement('figure');
      dom.className = 'rich-editor-picture';
      const img = document.createElement('img');
      img.draggable = false;
      const input = document.createElement('input');
      input.type = 'text';
      input.className = 'rich-editor-caption';
      input.maxLength = CAPTION_MAX;
      input.placeholder = messages.captionPlaceholder;
      input.setAttribute('aria-label', messages.caption);
      dom.append(img, input);

      const show = (shown: PmNode) => {
        const src = String(shown.attrs.src ?? '');
        if (img.getAttribute('src') !== src) img.setAttribute('src', src);
        const caption = captionAttr(shown);
        img.setAttribute('alt', caption || String(shown.attrs.alt ?? ''));
        // while the user types, the input holds the truth; rewriting it would move the caret
        if (document.activeElement !== input && input.value !== shown.attrs.caption)
          input.value = String(shown.attrs.caption ?? '');
        dom.classList.toggle('has-caption', caption !== '');
      };
      show(node);

      const position = (): number | undefined => {
        const pos = typeof getPos === 'function' ? getPos() : undefined;
        return typeof pos === 'number' ? pos : undefined;
      };

      input.addEventListener('input', () => {
        const pos = position();
        if (pos === undefined) return;
        editor.view.dispatch(editor.state.tr.setNodeAttribute(pos, 'caption', input.value));
      });
      // the picture stays the selection while its caption is edited, so the toolbar's picture
      // button stays on; the editor is not focused, the input keeps the caret
      input.addEventListener('focus', () => {
        const pos = position();
        if (pos === undefined) return;
        editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, pos)));
      });
      // a drag that selects caption text would otherwise drag the whole picture away
      input.addEventListener('pointerdown', () => {
        dom.draggable = false;
      });
      input.addEventListener('blur', () => {
        dom.draggable = true;
      });
      input.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== 'Escape') return;
        if (event.isComposing) return;
        event.preventDefault();
        const pos = position();
        if (pos === undefined) return;
        if (event.key === 'Escape') {
          editor.chain().focus().setNodeSelection(pos).run();
          return;
        }
        // Enter: on to the text below the picture, making a paragraph if there is none
        editor
          .chain()
          .focus()
          .command(({ tr, state }) => {
            const after = pos + current.nodeSize;
            const next = tr.doc.nodeAt(after);
            if (!next?.isTextblock) tr.insert(after, state.schema.nodes.paragraph!.create());
            tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
            return true;
          })
          .run();
      });

      return {
        dom,
        update(updated) {
          if (updated.type !== current.type) return false;
          current = updated;
          show(updated);
          return true;
        },
        stopEvent: (event) => event.target === input,
        // the node view draws itself from the node; nothing in it is for ProseMirror to read back
        ignoreMutation: () => true,
      };
    };
  },
});
