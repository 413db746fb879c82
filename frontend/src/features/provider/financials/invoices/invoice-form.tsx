// The invoice form shared by Create and Edit: customer, dates (due 14 days after issue unless
// changed), an optional linked rental that fills in the customer and a line billing it, line items
// with the live total, notes and terms. The page says which submit buttons there are and what saving
// does; the form checks, shows progress and failure, and keeps itself disabled once the page reports
// success. What each change does to the values is pure (invoice-form-values.ts, rental-option.ts).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SelectField, TextField } from '../../../../components/form-field';
import { useProviderRentals } from '../../provider-api';
import { LineItemsEditor } from './line-items-editor';
import {
  hasErrors,
  invoiceBodyOf,
  validateInvoiceForm,
  withDueDate,
  withIssueDate,
  type InvoiceBody,
  type InvoiceFormErrors,
  type InvoiceFormValues,
} from './invoice-form-values';
import { linkableRentals, rentalOptionLabel, withLinkedRental } from './rental-option';

export interface SubmitAction {
  label: string;
  saveAsDraft: boolean;
  primary?: boolean;
}

interface InvoiceFormProps {
  initialValues: InvoiceFormValues;
  actions: readonly SubmitAction[];
  /** Read-only facts above the form (an edit's number and status). */
  locked?: ReactNode;
  /** Saved: the page shows its banner and moves on; the form stays disabled. */
  done: boolean;
  /** Rejects with the failure text to show. */
  onSave: (body: InvoiceBody) => Promise<void>;
  /** Shown next to a failure, e.g. a way to reload a changed invoice. */
  recovery?: ReactNode;
}

function RentalSelect({ value, disabled, onPick }: { value: string; disabled: boolean; onPick: (rentalId: string) => void }) {
  const rentals = useProviderRentals();
  const options = linkableRentals(rentals.data?.rentals ?? [], value);
  const hint = rentals.isError
    ? 'Your rentals could not be loaded; the invoice can be saved without one.'
    : 'Link the marketplace rental this invoice bills, so its revenue is counted once. Its customer and a line for it are filled in.';
  return (
    <div className="invoice-form__rental">
      <SelectField label="Linked rental (optional)" value={value} disabled={disabled || rentals.isPending} onChange={(event) => onPick(event.target.value)}>
        <option value="">{rentals.isPending ? 'Loading rentals...' : 'No linked rental'}</option>
        {options.map((rental) => (
          <option key={rental.rentalId} value={rental.rentalId}>
            {rentalOptionLabel(rental)}
          </option>
        ))}
      </SelectField>
      <p className="field-hint">{hint}</p>
    </div>
  );
}

export function InvoiceForm({ initialValues, actions, locked, done, onSave, recovery }: InvoiceFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<InvoiceFormErrors>({});
  const [saving, setSaving] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Which submit button was used: Enter in a field clicks the first one, as browsers do.
  const chosen = useRef<SubmitAction>(undefined);
  const rentals = useProviderRentals();

  // After a refused submit, focus goes to the first field in trouble.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = (change: Partial<InvoiceFormValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    // Once the provider has tried to save, errors follow the fields as they are fixed.
    if (attempt > 0) setErrors(validateInvoiceForm(next));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const action = chosen.current ?? actions[0]!;
    chosen.current = undefined;
    const found = validateInvoiceForm(values);
    setErrors(found);
    setFailure(undefined);
    setAttempt((count) => count + 1);
    if (hasErrors(found)) return;
    setSaving(action.label);
    try {
      await onSave(invoiceBodyOf(values, action.saveAsDraft));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(undefined);
    }
  }

  const disabled = saving !== undefined || done;
  return (
    <form ref={formRef} className="invoice-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving !== undefined}>
      {locked}
      <fieldset className="invoice-form__section">
        <legend className="invoice-form__legend">Customer</legend>
        <div className="form-grid form-grid--two">
          <TextField label="Customer name" value={values.customerName} error={errors.customerName} required maxLength={200} autoComplete="off" disabled={disabled} onChange={(event) => set({ customerName: event.target.value })} />
          <TextField label="Customer email" type="email" value={values.customerEmail} error={errors.customerEmail} maxLength={254} autoComplete="off" disabled={disabled} onChange={(event) => set({ customerEmail: event.target.value })} />
          <TextField label="Customer phone" type="tel" value={values.customerPhone} maxLength={40} autoComplete="off" disabled={disabled} onChange={(event) => set({ customerPhone: event.target.value })} />
          <TextField label="Customer address" value={values.customerAddress} maxLength={500} autoComplete="off" disabled={disabled} onChange={(event) => set({ customerAddress: event.target.value })} />
        </div>
      </fieldset>
      <fieldset className="invoice-form__section">
        <legend className="invoice-form__legend">Invoice Details</legend>
        <div className="form-grid form-grid--two">
          <TextField label="Issue date" type="date" value={values.dateIssued} error={errors.dateIssued} required disabled={disabled} onChange={(event) => set(withIssueDate(values, event.target.value))} />
          <TextField label="Due date" type="date" value={values.dateDue} error={errors.dateDue} required min={values.dateIssued || undefined} hint="14 days after the issue date unless you choose another." disabled={disabled} onChange={(event) => set(withDueDate(values, event.target.value))} />
        </div>
        <RentalSelect value={values.rentalId} disabled={disabled} onPick={(rentalId) => set(withLinkedRental(values, rentalId, rentals.data?.rentals ?? []))} />
      </fieldset>
      <LineItemsEditor rows={values.lineItems} rowErrors={errors.rows} error={errors.lineItems} disabled={disabled} onChange={(lineItems) => set({ lineItems })} />
      <fieldset className="invoice-form__section">
        <legend className="invoice-form__legend">Notes and Terms</legend>
        <div className="field">
          <label className="field-label" htmlFor="invoice-notes">
            Notes
          </label>
          <textarea id="invoice-notes" className="text-input invoice-form__textarea" rows={3} maxLength={2000} value={values.notes} disabled={disabled} onChange={(event) => set({ notes: event.target.value })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="invoice-terms">
            Terms
          </label>
          <textarea id="invoice-terms" className="text-input invoice-form__textarea" rows={2} maxLength={2000} value={values.terms} disabled={disabled} onChange={(event) => set({ terms: event.target.value })} />
        </div>
      </fieldset>
      {failure && (
        <div className="invoice-form__failure">
          <p className="inline-error" role="alert">
            {failure}
          </p>
          {recovery}
        </div>
      )}
      <div className="invoice-form__actions">
        {actions.map((action) => (
          <button
            key={action.label}
            type="submit"
            onClick={() => {
              chosen.current = action;
            }}
            className={`button ${action.primary ? 'button--primary' : 'button--ghost'}`}
            disabled={disabled}
            aria-busy={saving === action.label || undefined}
          >
            {saving === action.label ? 'Saving...' : action.label}
          </button>
        ))}
        {saving !== undefined && (
          <p className="invoice-form__progress" role="status">
            Saving invoice...
          </p>
        )}
      </div>
    </form>
  );
}
