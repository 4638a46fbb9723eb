// Catches errors thrown while rendering below it, so one broken page does not blank the whole app.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderErrorScreen } from './error-screen.tsx';

type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { failed: boolean };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The screen shows no details (people cannot act on them); the console keeps them for whoever debugs.
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RenderErrorScreen /> : this.props.children;
  }
}
