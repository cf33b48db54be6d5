import { ErrorScreen } from '@idl/design-system';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Router fallback: a crash in a route shows 'Unexpected Application Error!' with a way home. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorScreen kind="notFound" />;
  return <ErrorScreen kind="unexpected" detail={error instanceof Error ? error.message : undefined} />;
}
