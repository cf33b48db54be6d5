import { notFoundPageText } from '@idl/api-contract';
import { ErrorScreen } from '@idl/design-system';
import { usePageText } from '../app/page-text';

export function NotFoundRoute() {
  usePageText(notFoundPageText);
  return <ErrorScreen kind="notFound" />;
}
