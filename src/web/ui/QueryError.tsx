import { t } from '../i18n/index.ts';
import { ErrorState } from './ErrorState.tsx';

/** What QueryError needs of a TanStack query result. */
interface Refetchable {
  refetch: () => unknown;
  isFetching: boolean;
}

/**
 * A list or panel whose query failed: the shared ErrorState with a retry that refetches the query.
 * Title and text default to the common "Laden mislukt" texts; pass the screen's own where it has them.
 */
export function QueryError({
  query,
  title,
  text,
  compact,
}: {
  query: Refetchable;
  title?: string;
  text?: string;
  compact?: boolean;
}) {
  const common = t.common.loadError;
  return (
    <ErrorState
      title={title ?? common.title}
      text={text ?? common.text}
      retryLabel={common.retry}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      compact={compact}
    />
  );
}
