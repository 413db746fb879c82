// The invoice's lines: description, quantity and unit price in dollars, each line's amount, add and
// delete (the last line cannot be deleted), and the total the server will bill.
import type { ReactNode } from 'react';
import { formatUsd } from '../../../../../../shared/money';
import { MAX_LINE_ITEMS } from '../../../../../../shared/schemas/financials';
import type { FieldErrors } from '../../../../lib/form-errors';
import {
  emptyLineItem,
  invoiceTotalCents,
  lineAmountCents,
  lineItemErrorKey,
  sentRows,
  type LineItemValues,
} from './invoice-form-values';

interface LineItemsEditorProps {
  rows: LineItemValues[];
  /** The form's errors: a row's under `lineItems.<n>` (n counts the rows sent), the invoice-wide one at `lineItems`. */
  errors: FieldErrors;
  disabled: boolean;
  /**
   * The new rows, and the error key of the cell that changed; none when the change alters which rows
   * are sent (a row added, deleted, filled or emptied), which renumbers their errors.
   */
  onChange: (rows: LineItemValues[], cellKey: string | undefined) => void;
}

const sentKeys = (rows: readonly LineItemValues[]) => sentRows(rows).map((row) => row.key).join(' ');

interface CellProps {
  id: string;
  line: number;
  label: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled cell: "Line 2 Quantity" to assistive technology, "Quantity" on screen. */
function LineCell({ id, line, label, error, children }: CellProps) {
  return (
    <div className={`line-item__cell line-item__cell--${label.split(' ')[0]!.toLowerCase()}`}>
      <label htmlFor={id} className="field-label">
        <span className="visually-hidden">Line {line} </span>
        {label}
      </label>
      {children(error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function LineItemsEditor({ rows, errors: formErrors, disabled, onChange }: LineItemsEditorProps) {
  const error = formErrors.lineItems;
  const update = (key: string, change: Partial<LineItemValues>, field: 'description' | 'quantity' | 'unitPriceCents') => {
    const next = rows.map((row) => (row.key === key ? { ...row, ...change } : row));
    onChange(next, sentKeys(next) === sentKeys(rows) ? lineItemErrorKey(rows, key, field) : undefined);
  };
  const errorOf = (key: string, field: 'description' | 'quantity' | 'unitPriceCents') => {
    const errorKey = lineItemErrorKey(rows, key, field);
    return errorKey ? formErrors[errorKey] : undefined;
  };

  return (
    <fieldset className="invoice-form__section line-items" aria-describedby={error ? 'line-items-error' : undefined}>
      <legend className="invoice-form__legend">Line Items</legend>
      <ol className="line-items__list">
        {rows.map((row, index) => {
          const errors = { description: errorOf(row.key, 'description'), quantity: errorOf(row.key, 'quantity'), unitPrice: errorOf(row.key, 'unitPriceCents') };
          const line = index + 1;
          return (
            <li key={row.key} className="line-item">
              <LineCell id={`${row.key}-description`} line={line} label="Description" error={errors.description}>
                {(describedBy) => (
                  <input
                    id={`${row.key}-description`}
                    className="text-input"
                    value={row.description}
                    maxLength={500}
                    disabled={disabled}
                    aria-invalid={errors.description ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => update(row.key, { description: event.target.value }, 'description')}
                  />
                )}
              </LineCell>
              <LineCell id={`${row.key}-quantity`} line={line} label="Quantity" error={errors.quantity}>
                {(describedBy) => (
                  <input
                    id={`${row.key}-quantity`}
                    className="text-input"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={row.quantity}
                    disabled={disabled}
                    aria-invalid={errors.quantity ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => update(row.key, { quantity: event.target.value }, 'quantity')}
                  />
                )}
              </LineCell>
              <LineCell id={`${row.key}-price`} line={line} label="Unit price ($)" error={errors.unitPrice}>
                {(describedBy) => (
                  <input
                    id={`${row.key}-price`}
                    className="text-input"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={row.unitPrice}
                    disabled={disabled}
                    aria-invalid={errors.unitPrice ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => update(row.key, { unitPrice: event.target.value }, 'unitPriceCents')}
                  />
                )}
              </LineCell>
              <p className="line-item__amount">
                <span className="line-item__amount-label">Amount </span>
                {formatUsd(lineAmountCents(row))}
              </p>
              <button
                type="button"
                className="button button--ghost button--small line-item__delete"
                disabled={disabled || rows.length === 1}
                aria-label={`Delete line ${line}`}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key), undefined)}
              >
                Delete
              </button>
            </li>
          );
        })}
      </ol>
      {error && (
        <p id="line-items-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="line-items__foot">
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={disabled || rows.length >= MAX_LINE_ITEMS}
          onClick={() => onChange([...rows, emptyLineItem()], undefined)}
        >
          Add Line Item
        </button>
        <p className="invoice-total">
          Total <strong>{formatUsd(invoiceTotalCents(rows))}</strong>
        </p>
      </div>
    </fieldset>
  );
}
