import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * For parts the page can live without (the lazily loaded toaster): if they fail, they log and
 * render nothing, and the rest of the page stays.
 */
export class QuietErrorBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.name} failed and is left out of the page.`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
