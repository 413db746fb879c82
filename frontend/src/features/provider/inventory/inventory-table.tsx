// Total (editable), In Use, Available and the availability bar for every size.
import type { InventoryKey, InventoryView } from '../../../../../shared/schemas/provider-portal';
import { INVENTORY_KEYS } from '../../../../../shared/schemas/provider-portal';
import { AvailabilityBar } from './availability-bar';
import { sizeOfKey, type InventoryDraft } from './inventory-levels';

interface InventoryTableProps {
  view: Pick<InventoryView, 'inUse' | 'available'>;
  draft: InventoryDraft;
  errors: Partial<Record<InventoryKey, string>>;
  disabled: boolean;
  onChange: (key: InventoryKey, value: string) => void;
}

export function InventoryTable({ view, draft, errors, disabled, onChange }: InventoryTableProps) {
  return (
    <table className="inventory-table">
      <caption className="visually-hidden">Dumpsters by size</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Total</th>
          <th scope="col">In Use</th>
          <th scope="col">Available</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {INVENTORY_KEYS.map((key) => {
          const size = sizeOfKey(key);
          const inputId = `inventory-total-${key}`;
          const errorId = `${inputId}-error`;
          return (
            <tr key={key}>
              <th scope="row">{size} Yard</th>
              <td data-label="Total">
                <input
                  id={inputId}
                  className="text-input inventory-table__input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  aria-label={`Total ${size}-yard dumpsters`}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={errors[key] ? errorId : undefined}
                  value={draft[key]}
                  disabled={disabled}
                  onChange={(event) => onChange(key, event.target.value)}
                />
                {errors[key] && (
                  <p id={errorId} className="field-error">
                    {errors[key]}
                  </p>
                )}
              </td>
              <td data-label="In Use">{view.inUse[key]}</td>
              <td data-label="Available">{view.available[key]}</td>
              <td data-label="Status">
                <AvailabilityBar available={view.available[key]} size={size} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
