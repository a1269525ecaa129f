import type { ReactNode } from 'react';
import { FIXED_BOX_FADE_MS } from './rules';

export interface FixedCommentBoxProps {
  visible: boolean;
  children?: ReactNode;
}

/**
 * The comment bar fixed at the page bottom (spec 4), fading in and out in 100 ms. It stays mounted
 * so the fade can run; hidden, it is invisible, inert and out of the accessibility tree.
 */
export function FixedCommentBox({ visible, children }: FixedCommentBoxProps) {
  return (
    <div
      data-testid="fixed-comment-box"
      data-visible={visible}
      aria-hidden={!visible}
      inert={!visible}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white/95 shadow-pop"
      style={{
        opacity: visible ? 1 : 0,
        visibility: visible ? 'visible' : 'hidden',
        transition: `opacity ${FIXED_BOX_FADE_MS}ms ease, visibility ${FIXED_BOX_FADE_MS}ms`,
      }}
    >
      <div className="mx-auto max-w-page px-4 py-2">{children}</div>
    </div>
  );
}
