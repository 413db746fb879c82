// /provider/rentals: the provider's rental requests, newest first, a page at a time, filtered by
// status and searched by customer or address on the server, with approve, reject and complete
// behind a confirmation.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProviderRentalAction, RentalRequestFilter } from '../../../../../shared/schemas/provider-portal';
import type { Rental } from '../../../../../shared/schemas/rental';
import { LoadMore } from '../../../components/load-more';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useListSearch } from '../../../lib/list-search';
import { useProviderRentals } from '../provider-api';
import { RentalActionDialog } from './rental-action-dialog';
import { RentalRequestCard } from './rental-request-card';
import { actionDoneText, type ActionNotice } from './rental-request-display';
import { RentalRequestFilterBar } from './rental-request-filter-bar';
import { deliveryToday, emptyStateOf } from './rental-request-filters';
import './rentals.css';

interface PendingAction {
  rental: Rental;
  action: ProviderRentalAction;
}

export function RentalRequestsPage() {
  useDocumentTitle('Rental Requests');
  const [filter, setFilter] = useState<RentalRequestFilter>('all');
  const [query, setQuery] = useState('');
  const search = useListSearch(query);
  const rentals = useProviderRentals({ filter, search });
  const pages = rentals.data?.pages;
  const shown = useMemo(() => pages?.flatMap((page) => page.rentals) ?? [], [pages]);
  // Each page carries the zones of its own rentals.
  const timeZones = useMemo(() => Object.assign({}, ...(pages ?? []).map((page) => page.deliveryTimeZones)) as Record<string, string>, [pages]);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [done, setDone] = useState<ActionNotice | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The button that opened the dialog is gone once the card changes status, so focus goes to the outcome.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  function body() {
    if (rentals.isPending) return <LoadingPanel label="Loading rental requests..." />;
    // A failed next page keeps the list (LoadMore says so); only a list with nothing to show gives way.
    if (rentals.isError && !rentals.data) {
      return (
        <MessagePanel title="Failed to load rental requests. Please try again." tone="error">
          <button type="button" className="button button--ghost button--small" onClick={() => void rentals.refetch()}>
            Try again
          </button>
        </MessagePanel>
      );
    }
    const { counts } = rentals.data.pages[0]!;
    const now = new Date();
    const empty = shown.length === 0 ? emptyStateOf(counts.all, filter, search ?? '') : null;
    return (
      <>
        <RentalRequestFilterBar filter={filter} counts={counts} query={query} onFilter={setFilter} onQuery={setQuery} />
        {empty ? (
          <MessagePanel title={empty.title}>
            <p>{empty.text}</p>
          </MessagePanel>
        ) : (
          <>
            <ul className="rental-requests__list" aria-label="Rental requests" aria-busy={rentals.isPlaceholderData || undefined}>
              {shown.map((rental) => (
                <RentalRequestCard
                  key={rental.rentalId}
                  rental={rental}
                  today={deliveryToday(rental, timeZones, now)}
                  onAction={(target, action) => {
                    setDone(null);
                    setPending({ rental: target, action });
                  }}
                />
              ))}
            </ul>
            <LoadMore query={rentals} shown={shown.length} itemsName="rental requests" />
          </>
        )}
      </>
    );
  }

  return (
    <div className="container page rental-requests">
      <h1>Rental Requests</h1>
      <p className="page__lead">Approve new requests, follow rentals on site and mark them completed once picked up.</p>
      <div role="status" aria-live="polite">
        {done && (
          <p ref={doneRef} tabIndex={-1} className={`notice notice--${done.tone}`}>
            {done.text}
          </p>
        )}
      </div>
      {body()}
      {pending && (
        <RentalActionDialog
          rental={pending.rental}
          action={pending.action}
          onClose={() => setPending(null)}
          onDone={(updated) => {
            setDone(actionDoneText(pending.action, pending.rental, updated));
            setPending(null);
          }}
        />
      )}
    </div>
  );
}
