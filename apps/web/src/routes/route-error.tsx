import { ErrorScreen } from '@idl/design-system';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  pathname: string;
  failed: boolean;
  error: unknown;
}

/** Catches a crash below it until the address changes. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname
      ? null
      : { pathname: props.pathname, failed: false, error: undefined };
  }

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    return <ErrorScreen kind="unexpected" detail={error instanceof Error ? error.message : undefined} />;
  }
}

/**
 * Around every page: a crash in a route (or a page chunk that fails to load) shows 'Unexpected
 * Application Error!' with a way home; going to another address tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
