// The status filter buttons, each with its count, and the search box.
import { useId } from 'react';
import { RENTAL_REQUEST_FILTERS, type RentalRequestFilter } from '../../../../../shared/schemas/provider-portal';
import { RENTAL_REQUEST_FILTER_LABELS } from './rental-request-filters';

interface RentalRequestFilterBarProps {
  filter: RentalRequestFilter;
  counts: Record<RentalRequestFilter, number>;
  query: string;
  onFilter: (filter: RentalRequestFilter) => void;
  onQuery: (query: string) => void;
}

export function RentalRequestFilterBar({ filter, counts, query, onFilter, onQuery }: RentalRequestFilterBarProps) {
  const searchId = useId();
  return (
    <div className="rental-requests__toolbar">
      <div className="rental-requests__filters" role="group" aria-label="Filter by status">
        {RENTAL_REQUEST_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className="rental-requests__filter"
            aria-pressed={filter === option}
            onClick={() => onFilter(option)}
          >
            {RENTAL_REQUEST_FILTER_LABELS[option]}
            <span className="rental-requests__count">{counts[option]}</span>
          </button>
        ))}
      </div>
      <div className="rental-requests__search">
        <label htmlFor={searchId} className="visually-hidden">
          Search rental requests
        </label>
        <input
          id={searchId}
          type="search"
          className="text-input"
          placeholder="Search by customer name, location..."
          maxLength={100}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
    </div>
  );
}
