// /results: providers serving the ZIP, priced by the server for the chosen size and add-ons, and,
// for a delivery date, only those who deliver then with a dumpster free for the whole rental.
// Date, length, size, add-ons, the filter chip and the sort live in the URL: shareable, back-button
// friendly, and what a dumpster page's Back to Search returns to.
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DUMPSTER_TYPE_LABELS,
  PROVIDER_ADD_ON_LABELS,
  PROVIDER_ADD_ONS,
  type ProviderAddOn,
} from '../../../../shared/constants';
import { rentalDatesLabel } from '../../../../shared/calendar-date';
import { MESSAGES } from '../../../../shared/messages';
import { LoadingPanel, MessagePanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-error';
import { useZipPlace } from '../../lib/zip-place';
import { deliveryWindowOf } from '../../lib/zone-delivery-window';
import { ProviderCard } from './provider-card';
import { chipOf, sortOf, visibleProviders, withView, type ProviderChip, type ProviderSort } from './provider-filters';
import { RentalDatesControls, ResultsToolbar, SearchOptions } from './results-controls';
import { useProviderSearch } from './search-api';
import { checkoutUrl, criteriaParams, parseCriteria, type SearchCriteria } from './search-criteria';
import { leftOutNote, noneFreeText } from './search-dates';
import './search.css';
import './results.css';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';


// Only for a ZIP nobody serves: its form (and the form helpers) stay out of the results' first load.
const ZipRequestForm = lazy(async () => ({ default: (await import('./zip-request-form')).ZipRequestForm }));

function TryAnotherSearch() {
  return (
    <Link to="/search" className="button button--primary">
      Try Another Search
    </Link>
  );
}

/** What was searched besides the dates, which the dates card above states. */
function CriteriaSummary({ criteria, place }: { criteria: SearchCriteria; place?: string }) {
  const addOns = PROVIDER_ADD_ONS.filter((addOn) => criteria.addOns[addOn]).map((addOn) => PROVIDER_ADD_ON_LABELS[addOn]);
  return (
    <dl className="criteria-summary" aria-label="Your search">
      <div>
        <dt>Location</dt>
        <dd>{place ? `${place} ${criteria.zipCode}` : criteria.zipCode}</dd>
      </div>
      <div>
        <dt>Size</dt>
        <dd>{criteria.size} Yard</dd>
      </div>
      <div>
        <dt>Dumpster type</dt>
        <dd>{criteria.dumpsterType ? DUMPSTER_TYPE_LABELS[criteria.dumpsterType] : 'Any'}</dd>
      </div>
      {criteria.category && (
        <div>
          <dt>Property</dt>
          <dd>{criteria.category === 'residential' ? 'Residential' : 'Commercial'}</dd>
        </div>
      )}
      <div>
        <dt>Add-ons</dt>
        <dd>{addOns.length > 0 ? addOns.join(', ') : 'None'}</dd>
      </div>
    </dl>
  );
}

/**
 * The criteria searched: the URL's, with a date already past (an old link or bookmark) read as the
 * first day the ZIP can have a delivery. Only once the ZIP's clock is known: before, the visitor's
 * could move a valid date.
 */
function searchedCriteria(criteria: SearchCriteria | undefined, timeZone: string | undefined): SearchCriteria | undefined {
  if (!criteria?.startDate || !timeZone) return criteria;
  const { earliest } = deliveryWindowOf(timeZone);
  return criteria.startDate < earliest ? { ...criteria, startDate: earliest } : criteria;
}

export function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const parsed = parseCriteria(params);
  // The ZIP's time zone, for its delivery days (the wizard has already looked it up: cached).
  const timeZone = useZipPlace(parsed.ok ? parsed.criteria.zipCode : '').data?.timeZone;
  const criteria = searchedCriteria(parsed.ok ? parsed.criteria : undefined, timeZone);
  const search = useProviderSearch(criteria);
  const dateInput = useRef<HTMLInputElement>(null);
  const chip = chipOf(params.get('filter'));
  const sort = sortOf(params.get('sort'));
  const setView = (view: { chip: ProviderChip; sort: ProviderSort }) => setParams(withView(params, view), { replace: true });
  const setChip = (next: ProviderChip) => setView({ chip: next, sort });
  const setSort = (next: ProviderSort) => setView({ chip, sort: next });
  // Small screens fold the options away so the first provider is visible without scrolling.
  const [optionsOpen, setOptionsOpen] = useState(false);
  useDocumentTitle(criteria ? `Dumpster Rentals near ${criteria.zipCode}` : 'Dumpster Rentals');

  if (!criteria) {
    return (
      <div className="container page">
        <h1>Dumpster rentals</h1>
        <MessagePanel title={parsed.ok ? '' : parsed.message} tone="error">
          <TryAnotherSearch />
        </MessagePanel>
      </div>
    );
  }

  function update(next: Partial<SearchCriteria>) {
    setParams(withView(new URLSearchParams(criteriaParams({ ...criteria!, ...next })), { chip, sort }), { replace: true });
  }
  function toggleAddOn(addOn: ProviderAddOn, on: boolean) {
    update({ addOns: { ...criteria!.addOns, [addOn]: on } });
  }

  const chooseAnotherDate = () => dateInput.current?.focus();

  const data = search.data;
  const dates = data?.dates;
  const place = data ? `${data.zip.city}, ${data.zip.state}` : undefined;
  const shown = data ? visibleProviders(data.providers, chip, sort) : [];
  const busy = search.isFetching;

  let body;
  if (search.isPending) {
    body = <LoadingPanel label="Loading providers..." />;
  } else if (search.isError && !data) {
    body = isApiError(search.error, 404) ? (
      <MessagePanel title={MESSAGES.zipNotServiced} tone="error">
        <p>Providers do not deliver to {criteria.zipCode} yet. Try a nearby ZIP code.</p>
        <TryAnotherSearch />
      </MessagePanel>
    ) : (
      <MessagePanel title={SCREEN_MESSAGES.resultsError} tone="error">
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={() => void search.refetch()}>
            Retry
          </button>
          <TryAnotherSearch />
        </div>
      </MessagePanel>
    );
  } else if (data && !data.zip.delivers) {
    // A PO box or one company's ZIP: no provider will ever deliver there, so no notice is offered.
    body = (
      <MessagePanel title={`${criteria.zipCode} is a mail-only ZIP code`}>
        <p>{MESSAGES.zipWithoutDeliveryArea}</p>
        <TryAnotherSearch />
      </MessagePanel>
    );
  } else if (data && data.servingCount === 0) {
    // Nobody delivers here at all: changing the size or add-ons would not help.
    body = (
      <MessagePanel title={`No providers serve ${criteria.zipCode} yet`}>
        <p>We are adding providers across the country. Leave your e-mail and we will tell you when one delivers here, or try a nearby ZIP code.</p>
        <Suspense fallback={<p className="zip-request__loading">Loading the form...</p>}>
          <ZipRequestForm zipCode={criteria.zipCode} sizeYards={criteria.size} />
        </Suspense>
        <TryAnotherSearch />
      </MessagePanel>
    );
  } else if (data && data.providers.length === 0 && dates && dates.unavailableCount > 0) {
    // Providers match everything but the dates: another date is what helps.
    body = (
      <MessagePanel title="No dumpsters free on these dates">
        <p>{noneFreeText(dates.unavailableCount)}</p>
        <button type="button" className="button button--primary" onClick={chooseAnotherDate}>
          Choose another date
        </button>
      </MessagePanel>
    );
  } else if (data && data.providers.length === 0) {
    body = (
      <MessagePanel title={SCREEN_MESSAGES.resultsEmpty}>
        <p>
          Providers serve {criteria.zipCode}, but none with this size, rental length, type and add-ons: choose another size,
          length or dumpster type, or remove add-ons.
        </p>
        <TryAnotherSearch />
      </MessagePanel>
    );
  } else if (data) {
    body = (
      <>
        <ResultsToolbar chip={chip} sort={sort} onChipChange={setChip} onSortChange={setSort} />
        {search.isError && (
          <p className="inline-error" role="alert">
            {SCREEN_MESSAGES.resultsError}{' '}
            <button type="button" className="link-button" onClick={() => void search.refetch()}>
              Retry
            </button>
          </p>
        )}
        {shown.length === 0 ? (
          <MessagePanel title="No providers match this filter">
            <button type="button" className="button button--ghost" onClick={() => setChip('all')}>
              Show all providers
            </button>
          </MessagePanel>
        ) : (
          <ul className="provider-list">
            {shown.map((provider, index) => (
              <li key={provider.providerId}>
                <ProviderCard
                  provider={provider}
                  bestPrice={sort === 'price' && index === 0}
                  bookUrl={checkoutUrl(provider.providerId, criteria)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  const total = data?.providers.length ?? 0;
  return (
    <div className="container page">
      <div className="results-head">
        <h1>Dumpster rentals near {place ?? criteria.zipCode}</h1>
        <p className="results-count" role="status" aria-live="polite">
          {data ? countText(shown.length, total, chip !== 'all') : busy ? 'Searching...' : ''}
        </p>
      </div>
      <section className="rental-dates card" aria-label="Rental dates">
        <RentalDatesControls
          startDate={criteria.startDate}
          rentalDays={criteria.rentalDays}
          timeZone={timeZone}
          dateInputRef={dateInput}
          onStartDateChange={(startDate) => update({ startDate })}
          onRentalDaysChange={(rentalDays) => update({ rentalDays })}
        />
        <div className="rental-dates__about">
          {criteria.startDate ? (
            dates && <p className="rental-dates__span">{rentalDatesLabel(dates.startDate, dates.endDate)}</p>
          ) : (
            <>
              <p className="rental-dates__span">Any delivery date</p>
              <p className="rental-dates__note">Choose a date to see only providers with a dumpster free then.</p>
            </>
          )}
          {dates && dates.unavailableCount > 0 && data.providers.length > 0 && (
            <p className="rental-dates__note">
              {leftOutNote(dates.unavailableCount)}{' '}
              <button type="button" className="link-button" onClick={chooseAnotherDate}>
                Try another date
              </button>
            </p>
          )}
        </div>
      </section>
      <div className="results-layout">
        <aside className="results-sidebar card" aria-label="Search options">
          <h2 className="results-sidebar__title">Your search</h2>
          <CriteriaSummary criteria={criteria} place={place} />
          <button
            type="button"
            className="button button--ghost button--block results-sidebar__toggle"
            aria-expanded={optionsOpen}
            aria-controls="search-options"
            onClick={() => setOptionsOpen((open) => !open)}
          >
            Change size, type and add-ons
          </button>
          <div id="search-options" className={`results-sidebar__options${optionsOpen ? ' results-sidebar__options--open' : ''}`}>
            <SearchOptions
              size={criteria.size}
              dumpsterType={criteria.dumpsterType}
              addOns={criteria.addOns}
              onSizeChange={(size) => update({ size })}
              onTypeChange={(dumpsterType) => update({ dumpsterType })}
              onAddOnChange={toggleAddOn}
            />
            <Link to="/search" className="link-inline">
              Start a new search
            </Link>
          </div>
        </aside>
        <section className="results-main" aria-label="Providers" aria-busy={busy}>
          {body}
        </section>
      </div>
    </div>
  );
}

function countText(shown: number, total: number, filtered: boolean): string {
  const noun = (n: number) => `${n} ${n === 1 ? 'provider' : 'providers'}`;
  return filtered ? `${shown} of ${noun(total)} shown` : `${noun(total)} found`;
}
