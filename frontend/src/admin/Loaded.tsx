import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

type Props<T> = {
  data: T | undefined;
  error: Error | undefined;
  isLoading: boolean;
  retry: () => void;
  failed: string;
  loading: string;
  children: (data: T) => ReactNode;
};

/**
 * A loaded part of a screen: its error with Try again (before the loading state: SWR's own retry must not hide it),
 * its loading state, then the data (the previous data while a new key loads).
 */
export function Loaded<T>({ data, error, isLoading, retry, failed, loading, children }: Props<T>) {
  if (error && !data) return <ErrorState title={failed} error={error} onRetry={retry} />;
  if (isLoading && !data) return <LoadingState label={loading} />;
  return data ? <>{children(data)}</> : null;
}
