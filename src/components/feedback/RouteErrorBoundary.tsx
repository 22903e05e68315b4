// Catches a screen that throws or whose code fails to load (for example a page left open across
// a new deployment) and shows the error fallback in place of the page. Going to another address
// gives the next page a fresh try.
import { Component, type ReactNode } from 'react';
import { AppErrorFallback } from './AppErrorFallback';

interface Props {
  /** The current address: when it changes, the error is cleared. */
  resetKey: string;
  children: ReactNode;
}

export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <AppErrorFallback /> : this.props.children;
  }
}
