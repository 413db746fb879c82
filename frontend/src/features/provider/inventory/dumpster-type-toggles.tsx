// The dumpster types the provider offers, each a checkbox drawn as a toggle chip.
import { DUMPSTER_TYPE_LABELS, DUMPSTER_TYPES, type DumpsterType } from '../../../../../shared/constants';

interface DumpsterTypeTogglesProps {
  selected: readonly DumpsterType[];
  error?: string;
  disabled: boolean;
  onToggle: (type: DumpsterType) => void;
}

export function DumpsterTypeToggles({ selected, error, disabled, onToggle }: DumpsterTypeTogglesProps) {
  return (
    <fieldset className="type-toggles" aria-describedby={error ? 'dumpster-types-error' : undefined}>
      <legend className="inventory-section__title">Dumpster Types</legend>
      <p className="field-hint">Customers can filter by these types in search.</p>
      <div className="type-toggles__options">
        {DUMPSTER_TYPES.map((type) => (
          <label key={type} className="type-toggle">
            <input type="checkbox" checked={selected.includes(type)} disabled={disabled} onChange={() => onToggle(type)} />
            <span>{DUMPSTER_TYPE_LABELS[type]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="dumpster-types-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
