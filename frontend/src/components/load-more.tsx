// The foot of a paged list: 'Load more' while the server has more, its loading and error states,
// and a polite announcement of how many items are shown once a page arrives.
import './load-more.css';

/** The parts of a TanStack infinite query the foot reads. */
export interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreProps {
  query: NextPageState;
  /** How many items the pages loaded so far show. */
  shown: number;
  /** What the list holds, plural ('rental requests'): names the button and the announcement. */
  itemsName: string;
}

export function LoadMore({ query, shown, itemsName }: LoadMoreProps) {
  const progress = query.isFetchingNextPage
    ? `Loading more ${itemsName}...`
    : `${shown} ${itemsName} shown${query.hasNextPage ? '' : ', the whole list'}.`;
  return (
    <div className="load-more">
      <p className="visually-hidden" role="status" aria-live="polite">
        {progress}
      </p>
      {query.isFetchNextPageError && (
        <p className="inline-error" role="alert">
          We could not load more {itemsName}. {query.error?.message}
        </p>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          aria-label={query.isFetchingNextPage ? undefined : `Load more ${itemsName}`}
          aria-busy={query.isFetchingNextPage || undefined}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading...' : query.isFetchNextPageError ? 'Try again' : 'Load more'}
        </button>
      )}
    </div>
  );
}
