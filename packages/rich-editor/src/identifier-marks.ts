import {
  DEIDENTIFY_MESSAGES,
  findIdentifiers,
  IDENTIFIER_LABELS,
  type IdentifierFinding,
  type IdentifierKind,
  maskFinding,
  maskIdentifiers,
} from '@portal/api/rules/deidentify';
import { Extension } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { messages } from './messages';

/** a patient identifier where it stands in the document */
export interface EditorFinding {
  kind: IdentifierKind;
  text: string;
  /** document positions of the span to mask */
  from: number;
  to: number;
  /**
   * the nearest H2 above it (a case's sections: 现病史, 既往史 ...), itself masked so a heading
   * never shows an identifier again; for a finding inside an H2, that heading. Null before any H2.
   */
  section: string | null;
  /** 1-based among the non-empty text blocks of its section; 0 for a finding inside the H2 itself */
  paragraph: number;
}

export interface IdentifierMarksOptions {
  /** whether it looks at all; switched later with `setIdentifierMarks` */
  enabled: boolean;
  /** the list changed (a finding added, masked, moved by an edit before it) */
  onFindings?: (findings: readonly EditorFinding[]) => void;
}

export interface IdentifierMarksStorage {
  findings: readonly EditorFinding[];
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    identifierMarks: {
      /** masks the findings that touch from-to (王建国 → 王某某, a number → *), keeping their marks */
      maskIdentifier: (from: number, to: number) => ReturnType;
      /** masks every finding in one transaction: one undo brings them all back */
      maskAllIdentifiers: () => ReturnType;
      setIdentifierMarks: (enabled: boolean) => ReturnType;
    };
  }
  interface Storage {
    identifierMarks: IdentifierMarksStorage;
  }
}

interface BlockScan {
  /** nothing a reader would count as a paragraph */
  blank: boolean;
  findings: readonly IdentifierFinding[];
}

interface MarksState {
  enabled: boolean;
  findings: readonly EditorFinding[];
  decorations: DecorationSet;
}

export const identifierMarksKey = new PluginKey<MarksState>('identifierMarks');

/** the findings of the editor's current document (empty when the marks are off) */
export function editorFindings(state: EditorState): readonly EditorFinding[] {
  return identifierMarksKey.getState(state)?.findings ?? [];
}

const OFF: MarksState = { enabled: false, findings: [], decorations: DecorationSet.empty };

// the detector's offsets must be document offsets: every inline leaf is one character, so offset i
// of this text is position i of the block's content. A hard break reads as the line break it is.
const leafText = (leaf: ProseMirrorNode) => (leaf.type.name === 'hardBreak' ? '\n' : '\uFFFC');

function blockText(block: ProseMirrorNode): string {
  return block.textBetween(0, block.content.size, undefined, leafText);
}

/**
 * The detector per text block, remembered: by node (ProseMirror keeps the node of every block a
 * transaction did not touch) and by text (a block re-created unchanged, e.g. made a heading). So a
 * keystroke runs the detector on the one block it changed, whatever the document's length.
 */
class BlockCache {
  private byNode = new WeakMap<ProseMirrorNode, BlockScan>();
  private byText = new Map<string, BlockScan>();

  get(block: ProseMirrorNode): BlockScan {
    const known = this.byNode.get(block);
    if (known) return known;
    const text = blockText(block);
    let scanned = this.byText.get(text);
    if (!scanned) {
      const blank = text.trim() === '';
      scanned = { blank, findings: blank ? [] : findIdentifiers(text) };
      // texts typed past are never asked again; a bound keeps a long session's cache small
      if (this.byText.size > 5000) this.byText.clear();
      this.byText.set(text, scanned);
    }
    this.byNode.set(block, scanned);
    return scanned;
  }
}

function isSectionHeading(block: ProseMirrorNode): boolean {
  return block.type.name === 'heading' && block.attrs.level === 2;
}

/** every finding with its place: a walk over the blocks, the detector only where the cache misses */
function listFindings(doc: ProseMirrorNode, cache: BlockCache): EditorFinding[] {
  const findings: EditorFinding[] = [];
  let section: string | null = null;
  let paragraph = 0;
  doc.descendants((block, pos) => {
    if (!block.isTextblock) return true;
    const scanned = cache.get(block);
    if (isSectionHeading(block)) {
      // a heading with no finding is its own masked text: the detector runs on it only if it has one
      const heading = scanned.findings.length > 0 ? maskIdentifiers(block.textContent) : block.textContent;
      section = heading.trim() || null;
      paragraph = 0;
    } else if (!scanned.blank) {
      paragraph += 1;
    }
    for (const finding of scanned.findings) {
      const from = pos + 1 + finding.start;
      findings.push({
        kind: finding.kind,
        text: finding.text,
        from,
        to: from + finding.text.length,
        section,
        paragraph,
      });
    }
    return false;
  });
  return findings;
}

function draw(kind: IdentifierKind, from: number, to: number): Decoration[] {
  return [
    Decoration.inline(from, to, {
      class: 'identifier-finding',
      title: IDENTIFIER_LABELS[kind],
      'data-identifier': kind,
    }),
    Decoration.widget(to, maskButton(kind), {
      // one DOM per kind: the button finds its finding by where it stands when pressed
      key: `identifier-mask-${kind}`,
      side: -1,
      ignoreSelection: true,
      stopEvent: () => true,
    }),
  ];
}

function scan(doc: ProseMirrorNode, cache: BlockCache): MarksState {
  const findings = listFindings(doc, cache);
  const decorations = findings.flatMap((f) => draw(f.kind, f.from, f.to));
  return { enabled: true, findings, decorations: DecorationSet.create(doc, decorations) };
}

/**
 * After an edit: the drawing is moved along and redrawn only in the text blocks the edit touched,
 * so the view compares and re-renders those blocks alone, not every block of a long case.
 */
function rescan(previous: MarksState, tr: Transaction, cache: BlockCache): MarksState {
  const doc = tr.doc;
  // one mask all, a long paste: many steps, each mapped through all later ones; drawing anew is cheaper
  if (tr.mapping.maps.length > 20) return scan(doc, cache);
  let decorations = previous.decorations.map(tr.mapping, doc);
  const touched = new Map<number, ProseMirrorNode>();
  tr.mapping.maps.forEach((map, index) => {
    const later = tr.mapping.slice(index + 1);
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      // one position wider on each side: a changed range that ends on a block's edge (a split, a
      // join, a deletion mapped through later steps) still reaches the block; a neighbour redrawn
      // for nothing costs a cache hit
      const from = Math.max(0, later.map(newStart, -1) - 1);
      const to = Math.min(doc.content.size, later.map(newEnd, 1) + 1);
      doc.nodesBetween(from, to, (node, pos) => {
        if (!node.isTextblock) return true;
        touched.set(pos, node);
        return false;
      });
    });
  });
  for (const [pos, block] of touched) {
    decorations = decorations.remove(decorations.find(pos, pos + block.nodeSize));
    const fresh = cache.get(block).findings.flatMap((f) => draw(f.kind, pos + 1 + f.start, pos + 1 + f.end));
    if (fresh.length > 0) decorations = decorations.add(doc, fresh);
  }
  return { enabled: true, findings: listFindings(doc, cache), decorations };
}

function maskButton(kind: IdentifierKind) {
  return (view: EditorView, getPos: () => number | undefined) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'identifier-mask';
    button.contentEditable = 'false';
    button.textContent = DEIDENTIFY_MESSAGES.maskOne;
    button.title = messages.maskIdentifierLabel(IDENTIFIER_LABELS[kind]);
    button.setAttribute('aria-label', messages.maskIdentifierLabel(IDENTIFIER_LABELS[kind]));
    // the press must leave the caret where the doctor was typing
    button.addEventListener('mousedown', (event) => event.preventDefault());
    button.addEventListener('click', (event) => {
      event.preventDefault();
      const end = getPos();
      if (end === undefined || !view.editable) return;
      const finding = editorFindings(view.state).find((f) => f.to === end);
      if (finding) view.dispatch(maskInto(view.state.tr, [finding]));
    });
    return button;
  };
}

/**
 * What the finding becomes (王建国 → 王某某, 13812345678 → ***********), by the detector's own rule,
 * written back text node by text node so each piece keeps its marks (a name half bold stays half
 * bold). The mask of a two-character name is one character longer: the last piece takes the rest.
 */
function maskInto(tr: Transaction, findings: readonly EditorFinding[]): Transaction {
  closeHistory(tr);
  // from the end, so the positions of the earlier ones stay right
  const sorted = [...findings].sort((a, b) => b.from - a.from);
  for (const finding of sorted) {
    const whole: IdentifierFinding = {
      kind: finding.kind,
      start: 0,
      end: finding.text.length,
      text: finding.text,
    };
    const masked = maskFinding(finding.text, whole);
    const pieces: { from: number; to: number; node: ProseMirrorNode }[] = [];
    tr.doc.nodesBetween(finding.from, finding.to, (node, pos) => {
      if (!node.isText) return true;
      pieces.push({ from: Math.max(pos, finding.from), to: Math.min(pos + node.nodeSize, finding.to), node });
      return false;
    });
    for (let i = pieces.length - 1; i >= 0; i--) {
      const piece = pieces[i]!;
      const offset = piece.from - finding.from;
      const last = i === pieces.length - 1;
      const replacement = masked.slice(offset, last ? undefined : piece.to - finding.from);
      if (replacement === '') tr.delete(piece.from, piece.to);
      else tr.replaceWith(piece.from, piece.to, tr.doc.type.schema.text(replacement, piece.node.marks));
    }
  }
  return tr;
}

/** the findings of the document a command sees (a chain may have changed it already) */
function currentFindings(state: EditorState, tr: Transaction, cache: BlockCache): readonly EditorFinding[] {
  const marks = identifierMarksKey.getState(state);
  if (!marks?.enabled) return [];
  return tr.docChanged ? listFindings(tr.doc, cache) : marks.findings;
}

function sameFindings(a: readonly EditorFinding[], b: readonly EditorFinding[]): boolean {
  return (
    a.length === b.length &&
    a.every((f, i) => {
      const g = b[i]!;
      return (
        f.kind === g.kind &&
        f.text === g.text &&
        f.from === g.from &&
        f.to === g.to &&
        f.section === g.section &&
        f.paragraph === g.paragraph
      );
    })
  );
}

/**
 * Patient identifiers marked where they stand (issue 23): a red wavy underline over each finding of
 * the shared detector and a 遮盖 button after it. The server refuses to publish a text with
 * findings; this shows them while the doctor writes and masks them in one click.
 */
export const IdentifierMarks = Extension.create<IdentifierMarksOptions, IdentifierMarksStorage>({
  name: 'identifierMarks',

  addOptions() {
    return { enabled: false, onFindings: undefined };
  },

  addStorage() {
    return { findings: [] };
  },

  addCommands() {
    // the commands' own cache: a chain's document is scanned again only in blocks it changed
    const cache = new BlockCache();
    return {
      maskIdentifier:
        (from, to) =>
        ({ state, tr, dispatch }) => {
          // a range overlaps; a bare position (from = to) takes the finding it stands in or at
          const touched = currentFindings(state, tr, cache).filter((f) =>
            from === to ? f.from <= from && from <= f.to : f.from < to && f.to > from,
          );
          if (touched.length === 0) return false;
          if (dispatch) maskInto(tr, touched);
          return true;
        },
      maskAllIdentifiers:
        () =>
        ({ state, tr, dispatch }) => {
          const all = currentFindings(state, tr, cache);
          if (all.length === 0) return false;
          if (dispatch) maskInto(tr, all);
          return true;
        },
      setIdentifierMarks:
        (enabled) =>
        ({ tr, dispatch }) => {
          if (dispatch) tr.setMeta(identifierMarksKey, { enabled }).setMeta('addToHistory', false);
          return true;
        },
    };
  },

  addProseMirrorPlugins() {
    const cache = new BlockCache();
    const { storage, options } = this;
    return [
      new Plugin<MarksState>({
        key: identifierMarksKey,
        state: {
          init: (_config, state) => (options.enabled ? scan(state.doc, cache) : OFF),
          apply(tr, previous, _old, state) {
            const meta = tr.getMeta(identifierMarksKey) as { enabled: boolean } | undefined;
            const enabled = meta ? meta.enabled : previous.enabled;
            if (!enabled) return OFF;
            if (!previous.enabled) return scan(state.doc, cache);
            return tr.docChanged ? rescan(previous, tr, cache) : previous;
          },
        },
        props: {
          decorations: (state) => identifierMarksKey.getState(state)?.decorations,
        },
        view(view) {
          storage.findings = editorFindings(view.state);
          return {
            update(updated, previousState) {
              const findings = editorFindings(updated.state);
              if (sameFindings(findings, editorFindings(previousState))) return;
              storage.findings = findings;
              options.onFindings?.(findings);
            },
          };
        },
      }),
    ];
  },
});
