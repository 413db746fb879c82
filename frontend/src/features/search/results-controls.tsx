// The delivery date and rental length, size, type, add-ons (each re-queries the server, which
// filters and prices), filter chips and sort order.
import { useId, useState, type Ref } from 'react';
import {
  CUSTOMER_SIZES,
  DUMPSTER_TYPE_LABELS,
  PROVIDER_ADD_ON_LABELS,
  PROVIDER_ADD_ONS,
  SEARCH_DUMPSTER_TYPES,
  type ProviderAddOn,
  type SearchDumpsterType,
} from '../../../../shared/constants';
import type { SelectedAddOns } from '../../../../shared/pricing';
import { DELIVERY_DATE_MESSAGES } from '../../../../shared/rental-dates';
import { deliveryDateProblemOf, deliveryWindowOf } from '../../lib/zone-delivery-window';
import { PROVIDER_CHIPS, SORT_OPTIONS, type ProviderChip, type ProviderSort } from './provider-filters';
import { DeliveryDateField, RentalLengthField } from './rental-fields';

interface RentalDatesControlsProps {
  /** Absent: any date (a results link made without one). */
  startDate?: string;
  rentalDays: number;
  /** The searched ZIP's time zone, once the ZIP lookup has answered. */
  timeZone?: string;
  onStartDateChange: (startDate: string) => void;
  onRentalDaysChange: (rentalDays: number) => void;
  dateInputRef?: Ref<HTMLInputElement>;
}

/**
 * When the dumpster is needed. A date the ZIP can have is searched as soon as it is picked; one it
 * cannot (before its first delivery day, past the booking horizon) stays in the field, unsearched,
 * and is named when the field is left, so typing a year digit by digit does not flash errors.
 */
export function RentalDatesControls({ startDate, rentalDays, timeZone, onStartDateChange, onRentalDaysChange, dateInputRef }: RentalDatesControlsProps) {
  const id = useId();
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  const { earliest, latest } = deliveryWindowOf(timeZone);
  const problemOf = (value: string) => (value ? deliveryDateProblemOf(value, timeZone) : undefined);

  function change(value: string) {
    setError(undefined);
    // Empty while a date is half typed: nothing to search yet.
    if (!value || problemOf(value)) {
      setDraft(value);
      return;
    }
    setDraft(undefined);
    onStartDateChange(value);
  }

  function leave() {
    const problem = draft ? problemOf(draft) : undefined;
    if (problem) setError(DELIVERY_DATE_MESSAGES[problem]);
  }

  return (
    <div className="rental-dates__fields">
      <DeliveryDateField
        id={`${id}-date`}
        inputRef={dateInputRef}
        value={draft ?? startDate ?? ''}
        min={earliest}
        max={latest}
        error={error}
        onChange={change}
        onBlur={leave}
      />
      <RentalLengthField id={`${id}-days`} value={rentalDays} onChange={onRentalDaysChange} />
    </div>
  );
}

interface SearchOptionsProps {
  size: number;
  dumpsterType?: SearchDumpsterType;
  addOns: SelectedAddOns;
  onSizeChange: (size: number) => void;
  onTypeChange: (dumpsterType: SearchDumpsterType | undefined) => void;
  onAddOnChange: (addOn: ProviderAddOn, on: boolean) => void;
}

export function SearchOptions({ size, dumpsterType, addOns, onSizeChange, onTypeChange, onAddOnChange }: SearchOptionsProps) {
  const id = useId();
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
