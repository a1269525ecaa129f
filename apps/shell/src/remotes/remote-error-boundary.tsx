import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** what to show instead of a child that threw; `reset` renders the children again */
  fallback: (reset: () => void) => ReactNode;
  /** a change (the path) clears a caught error */
  resetKey?: unknown;
  children?: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Keeps a remote that throws while rendering inside its slot. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] a remote failed to render', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
