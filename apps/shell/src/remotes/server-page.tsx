import { useLayoutEffect, useRef } from 'react';

/**
 * The server's text of the page the visitor opened (issue 24: its heading, byline, paragraphs and
 * pictures in `#root`). The shell's first render replaces `#root`; without this, its remote outlet
 * showed a skeleton until the page's remote arrived, and the text the visitor was reading vanished
 * for a moment. The outlet shows these very nodes instead (already painted, pictures already
 * loaded) until the page's screen renders, for the first address only: a later navigation shows
 * the usual skeleton.
 */
interface HeldPage {
  /** path and query string the server answered */
  address: string;
  nodes: readonly Node[];
}

let held: HeldPage | null = null;

/**
 * Keeps the server's text of this address, before the shell's first render. The nodes stay where
 * they are: React's first commit takes them out of `#root` and the outlet puts them back in the
 * same commit, so no frame (and no observer of the page) ever sees the page without them.
 */
export function holdServerPage(container: Element, address: string): void {
  held = container.firstElementChild ? { address, nodes: [...container.childNodes] } : null;
}

/** the server's text, while the page at this address has not rendered yet */
export function heldServerPage(address: string): readonly Node[] | null {
  return held && held.address === address ? held.nodes : null;
}

/**
 * One part of the server's text of the first page, by its name (`data-server-part`): the home
 * page's news rows, kept by the news widget's slot until the widget renders. The slot moves the
 * part into itself, so once taken it is found no more: a later visit shows the usual skeleton.
 */
export function heldServerPart(address: string, name: string): Element | null {
  for (const node of heldServerPage(address) ?? []) {
    if (!(node instanceof Element)) continue;
    for (const part of node.querySelectorAll('[data-server-part]'))
      if (part.getAttribute('data-server-part') === name) return part;
  }
  return null;
}

/** The first page has rendered (or failed): from now on every wait shows a skeleton. */
export function releaseServerPage(): void {
  held = null;
}

/** The server's nodes, moved into the shell's page area (below the header, where the page will be). */
export function ServerPage({ nodes }: { nodes: readonly Node[] }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.append(...nodes);
  }, [nodes]);
  return <div ref={box} data-server-page="" />;
}
