// Catches errors thrown while rendering below it, so one broken page does not blank the whole app.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { abandonEarlyInput } from '../../lib/early-input.ts';
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
    // The error screen replaces the page the server drew: its buttons must work now, not wait for a takeover.
    abandonEarlyInput(document.getElementById('root'));
  }

  override render() {
    return this.state.failed ? <RenderErrorScreen /> : this.props.children;
  }
}
