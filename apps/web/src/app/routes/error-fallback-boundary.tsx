import { Component, type ReactNode } from 'react';

interface ErrorFallbackBoundaryProps {
  /** The text shown instead, already translated by the caller. */
  message: string;
  children: ReactNode;
}

interface ErrorFallbackBoundaryState {
  failed: boolean;
}

/**
 * The last line of defence around the error pages (SPEC §2: a fallback message appears if the
 * error page itself fails). The fallback is deliberately plain text with inline styles: it
 * must not depend on the theme, the router or anything else that may be what broke. React
 * reports the error to the console itself.
 */
export class ErrorFallbackBoundary extends Component<
  ErrorFallbackBoundaryProps,
  ErrorFallbackBoundaryState
> {
  override state: ErrorFallbackBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorFallbackBoundaryState {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" style={{ margin: 0, padding: '3rem 1rem', textAlign: 'center' }}>
          {this.props.message}
        </p>
      );
    }
    return this.props.children;
  }
}
