import { LoadError, Spinner } from '@idl/design-system';
import { ApiRequestError } from '@idl/api-contract';
import { errorMessage } from '../../app/error-message';
import { AdminNotFound } from './admin-frame';

/** Loading and failure of a screen whose fragment needs its data first. */
export function LoadState({
  label,
  error,
  onRetry,
  notFoundTitle,
}: {
  /** What is loading, e.g. 'Loading the product'. */
  label: string;
  /** Shown when the record does not exist (404), e.g. 'Product not found'. */
  notFoundTitle?: string;
  error: unknown;
  onRetry: () => void;
}) {
  if (!error) return <Spinner label={label} />;
  if (error instanceof ApiRequestError && error.status === 404)
    return <AdminNotFound title={notFoundTitle} />;
  return (
    <LoadError
      message={errorMessage(error, 'This page could not be loaded.')}
      onRetry={onRetry}
      retryLabel="Try Again"
    />
  );
}
