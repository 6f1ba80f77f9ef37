import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  resetKey: string;
  /** Called when the error is cleared by a navigation (e.g. to allow failed downloads again). */
  onReset?: () => void;
}

/**
 * Shows the Portuguese error page instead of a blank screen when a page fails to render or load,
 * and clears it when the visitor navigates elsewhere (resetKey). Not remounted per route: a fresh
 * Suspense boundary would show its fallback instead of keeping the old page during navigation.
 */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) {
      this.props.onReset?.();
      this.setState({ error: undefined });
    }
  }

  render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}
