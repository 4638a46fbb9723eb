// An error boundary for the optional extras around a page (the footer, the support chat): if one fails, for
// instance because its chunk did not download, the caller's fallback takes its place and the page carries on,
// instead of the error reaching the router's error screen. React itself still logs the error.
import { Component, type ReactNode } from 'react';

type QuietBoundaryProps = {
  fallback: ReactNode;
  /** Called once the fallback shows, e.g. to close the failed piece and ready a retry. */
  onError?: (error: unknown) => void;
  children: ReactNode;
};
type QuietBoundaryState = { failed: boolean };

export class QuietBoundary extends Component<QuietBoundaryProps, QuietBoundaryState> {
  override state: QuietBoundaryState = { failed: false };

  static getDerivedStateFromError(): QuietBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
