import { Component, useLayoutEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage, type ErrorPageProps } from './error-page.tsx';

/** Where an error came from, and the route it happened on. */
export interface ErrorContext {
  source: 'render' | 'window' | 'promise';
  path?: string;
}

export interface ErrorBoundaryProps {
  /** The page is shown once until this changes (the app passes the route's path). */
  resetKey: string;
  /** Sends the error wherever the app reports errors; the design system knows no transport. */
  report: (error: unknown, context: ErrorContext) => void;
  text?: ErrorPageProps;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

class RenderBoundary extends Component<ErrorBoundaryProps & { forced: boolean }, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.report(error, { source: 'render', path: this.props.resetKey });
    void info;
  }

  override render() {
    return this.state.failed || this.props.forced ? <ErrorPage {...this.props.text} /> : this.props.children;
  }
}

/**
 * Spec §8: a render error, a window error or an unhandled rejection shows the error page and is
 * reported; the page stays until the route changes.
 */
export function ErrorBoundary(props: ErrorBoundaryProps) {
  const { resetKey, report } = props;
  const [failed, setFailed] = useState(false);
  // Leaving the route clears the failure, so coming back later to the same path starts afresh.
  const [stateFor, setFailedFor] = useState(resetKey);
  if (stateFor !== resetKey) {
    setFailedFor(resetKey);
    setFailed(false);
  }
  // Listening from the moment the page commits, not once the browser has painted it: an error thrown
  // in between (a script of the same task, a rejection settled at once) would otherwise show nothing.
  useLayoutEffect(() => {
    const onError = (event: ErrorEvent) => {
      report(event.error ?? event.message, { source: 'window', path: resetKey });
      setFailed(true);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      report(event.reason, { source: 'promise', path: resetKey });
      setFailed(true);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [report, resetKey]);
  return <RenderBoundary {...props} forced={failed} />;
}
