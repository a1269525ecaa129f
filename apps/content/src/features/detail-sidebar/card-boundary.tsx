import { Component, type ReactNode } from 'react';

/** A card that throws while rendering disappears alone; the page and the other cards stay. */
export class CardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[detail-sidebar] a card failed to render', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
