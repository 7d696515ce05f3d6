import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

// Plain markup with inline styles: this screen shows when the providers themselves (theme,
// toaster, clock) have failed, so it may depend on none of them.
const screen = {
  minHeight: '100dvh',
  display: 'grid',
  placeContent: 'center',
  gap: '1rem',
  padding: '2rem',
  textAlign: 'center',
  background: '#0b0f17',
  color: '#f1f5f9',
  fontFamily: 'system-ui, sans-serif',
} as const;
const button = {
  justifySelf: 'center',
  padding: '0.6rem 1.4rem',
  border: 'none',
  borderRadius: '0.4rem',
  background: '#fbbf24',
  color: '#111827',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

/** The last line of defence above every provider: never a blank page, always a way to reload. */
export class AppErrorBoundary extends Component<{ children: ReactNode; onReload?: () => void }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The app stopped with an error it could not recover from.', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <main style={screen}>
        <h1 style={{ margin: 0, fontSize: '1.6rem' }}>Something went wrong</h1>
        <p style={{ margin: 0, color: '#cbd5e1' }}>
          The page stopped working. Reload to start again; your cart and settings are kept in this browser.
        </p>
        <button type="button" style={button} onClick={reload}>
          Reload
        </button>
      </main>
    );
  }
}
