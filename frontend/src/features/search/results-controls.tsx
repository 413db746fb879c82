// Size, rental length, type, add-ons (each re-queries the server, which filters and prices), filter
// chips and sort order.
import { useId } from 'react';
import {
  CUSTOMER_SIZES,
  DUMPSTER_TYPE_LABELS,
  PROVIDER_ADD_ON_LABELS,
  PROVIDER_ADD_ONS,
  SEARCH_DUMPSTER_TYPES,
  type ProviderAddOn,
  type SearchDumpsterType,
} from '../../../../shared/constants';
import { lengthLabel, RENTAL_LENGTH_OPTIONS, type SelectedAddOns } from '../../../../shared/pricing';
import { PROVIDER_CHIPS, SORT_OPTIONS, type ProviderChip, type ProviderSort } from './provider-filters';

interface SearchOptionsProps {
  size: number;
  rentalDays: number;
  dumpsterType?: SearchDumpsterType;
  addOns: SelectedAddOns;
  onSizeChange: (size: number) => void;
  onRentalDaysChange: (rentalDays: number) => void;
  onTypeChange: (dumpsterType: SearchDumpsterType | undefined) => void;
  onAddOnChange: (addOn: ProviderAddOn, on: boolean) => void;
}

export function SearchOptions({ size, rentalDays, dumpsterType, addOns, onSizeChange, onRentalDaysChange, onTypeChange, onAddOnChange }: SearchOptionsProps) {
  const id = useId();
  // A URL may carry a length no provider prices on its own (extra days): keep it selectable.
  const lengths = (RENTAL_LENGTH_OPTIONS as readonly number[]).includes(rentalDays) ? RENTAL_LENGTH_OPTIONS : [rentalDays, ...RENTAL_LENGTH_OPTIONS];
  // A URL may carry a provider-only size (5 yards); keep it selectable rather than hide it.
  const sizes = (CUSTOMER_SIZES as readonly number[]).includes(size) ? CUSTOMER_SIZES : [size, ...CUSTOMER_SIZES];
  return (
    <div className="search-options">
      <div className="field">
        <label htmlFor={`${id}-size`} className="field-label">
          Dumpster size
        </label>
        <select
          id={`${id}-size`}
          className="select-input"
          value={size}
          onChange={(event) => onSizeChange(Number(event.target.value))}
        >
          {sizes.map((value) => (
            <option key={value} value={value}>
              {value} Yard
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-days`} className="field-label">
          Rental length
        </label>
        <select
          id={`${id}-days`}
          className="select-input"
          value={rentalDays}
          onChange={(event) => onRentalDaysChange(Number(event.target.value))}
        >
          {lengths.map((days) => (
            <option key={days} value={days}>
              {lengthLabel(days)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`} className="field-label">
          Dumpster type
        </label>
        <select
          id={`${id}-type`}
          className="select-input"
          value={dumpsterType ?? ''}
          onChange={(event) => onTypeChange((event.target.value || undefined) as SearchDumpsterType | undefined)}
        >
          <option value="">Any type</option>
          {SEARCH_DUMPSTER_TYPES.map((value) => (
            <option key={value} value={value}>
              {DUMPSTER_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field addon-options">
        <legend className="field-label">Add-ons</legend>
        {PROVIDER_ADD_ONS.map((addOn) => (
          <label key={addOn} className="checkbox">
            <input
              type="checkbox"
              checked={addOns[addOn] === true}
              onChange={(event) => onAddOnChange(addOn, event.target.checked)}
            />
            {PROVIDER_ADD_ON_LABELS[addOn]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

interface ResultsToolbarProps {
  chip: ProviderChip;
  sort: ProviderSort;
  onChipChange: (chip: ProviderChip) => void;
  onSortChange: (sort: ProviderSort) => void;
}

export function ResultsToolbar({ chip, sort, onChipChange, onSortChange }: ResultsToolbarProps) {
  const id = useId();
  return (
    <div className="results-toolbar">
      <div className="chips" role="group" aria-label="Filter providers">
        {PROVIDER_CHIPS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="chip"
            aria-pressed={chip === option.value}
            onClick={() => onChipChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className="field field--inline">
        <label htmlFor={`${id}-sort`} className="field-label">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className="select-input"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ProviderSort)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
