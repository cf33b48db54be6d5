import { ErrorScreen } from '@idl/design-system';

export function NotFoundRoute() {
  return <ErrorScreen kind="notFound" />;
}
