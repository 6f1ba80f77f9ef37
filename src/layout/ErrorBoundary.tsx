import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

/** Shows the Portuguese error page instead of a blank screen when a page fails to render or load. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}
