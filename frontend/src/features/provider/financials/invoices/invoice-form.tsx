// The invoice form shared by Create and Edit: customer, dates (due 14 days after issue unless
// changed), an optional linked rental that fills in the customer and a line billing it, line items
// with the live total, notes and terms. The page holds the form (useInvoiceForm over its save
// mutation) and says which submit buttons there are; this draws it, shows progress and failure, and
// stays disabled once the save is done. What each change does to the values is pure
// (invoice-form-values.ts, rental-option.ts).
import type { ReactNode } from 'react';
import type * as z from 'zod';
import { orderNumber } from '../../../../../../shared/order-wording';
import { FINANCIAL_MESSAGES as M } from '../../../../../../shared/schemas/financials';
import { SelectField, TextField } from '../../../../components/form-field';
import { isApiError } from '../../../../lib/api-error';
import { useSchemaForm, type SchemaForm } from '../../../../lib/forms/use-schema-form';
import { useRecentProviderRentals } from '../../provider-api';
import { invoiceFormErrors, invoiceInputOf, withDueDate, withIssueDate, type InvoiceFormValues, type LineItemValues } from './invoice-form-values';
import { LineItemsEditor } from './line-items-editor';
import { linkableRentals, rentalOptionLabel, withLinkedRental } from './rental-option';

export interface SubmitAction {
  label: string;
  saveAsDraft: boolean;
  primary?: boolean;
}

/** 'Failed to save invoice', with the server's reason when it refused (4xx). */
function saveFailureText(error: unknown): string {
  const reason = isApiError(error) && error.status >= 400 && error.status < 500 ? `: ${error.message}` : '';
  return `${M.invoiceSaveFailed}${reason}`;
}

/** The action of the button that sent the form; Enter in a field sends the first, as browsers do. */
const actionOf = (actions: readonly SubmitAction[], submitter: HTMLElement | undefined) =>
  actions.find((action) => submitter instanceof HTMLButtonElement && submitter.value === action.label) ?? actions[0]!;

interface InvoiceFormOptions<S extends z.ZodType, Result> {
  /** createInvoiceSchema, or updateInvoiceSchema for an edit. */
  schema: S;
  initialValues: InvoiceFormValues;
  actions: readonly SubmitAction[];
  /** What the request carries besides the form: an edit's expectedUpdatedAt. */
  extra?: Record<string, unknown>;
  mutation: { mutateAsync: (request: z.output<S>) => Promise<Result>; isPending: boolean };
  onSuccess: (result: Result) => void;
}

/**
 * The invoice form over the shared invoice schema: the form's wording and rules on top of it
 * (invoiceFormErrors), and the request sent as a draft or not by the button pressed.
 */
export function useInvoiceForm<S extends z.ZodType<{ saveAsDraft: boolean }>, Result>({ schema, initialValues, actions, extra, mutation, onSuccess }: InvoiceFormOptions<S, Result>) {
  return useSchemaForm({
    schema,
    initialValues,
    toInput: (values) => ({ ...invoiceInputOf(values), ...extra }),
    refineErrors: invoiceFormErrors,
    toVariables: (request, _values, submitter) => ({ ...request, saveAsDraft: actionOf(actions, submitter).saveAsDraft }),
    mutation,
    onSuccess,
    failureText: saveFailureText,
  });
}

function RentalSelect({ value, disabled, onPick }: { value: string; disabled: boolean; onPick: (rentalId: string) => void }) {
  const rentals = useRecentProviderRentals();
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
        {/* The list holds the newest rentals only: an older one the invoice bills stays its choice. */}
        {value && rentals.data && !options.some((rental) => rental.rentalId === value) && <option value={value}>Rental {orderNumber(value)}</option>}
      </SelectField>
      <p className="field-hint">{hint}</p>
    </div>
  );
}

interface InvoiceFormProps {
  form: SchemaForm<InvoiceFormValues>;
  actions: readonly SubmitAction[];
  /** The request being saved (the mutation's variables while pending), for its button's progress label. */
  saving: { saveAsDraft: boolean } | undefined;
  /** Saved: the page shows its banner and moves on; the form stays disabled. */
  done: boolean;
  /** Read-only facts above the form (an edit's number and status). */
  locked?: ReactNode;
  /** Shown next to a failure, e.g. a way to reload a changed invoice. */
  recovery?: ReactNode;
}

export function InvoiceForm({ form, actions, saving, done, locked, recovery }: InvoiceFormProps) {
  const { values, errors, notice } = form;
  const rentals = useRecentProviderRentals();
  const disabled = form.busy || done;
  const failure = notice?.tone === 'error' ? notice.text : undefined;
  const savingAction = saving && actions.find((action) => action.saveAsDraft === saving.saveAsDraft);

  const changeRows = (lineItems: LineItemValues[], cellKey: string | undefined) => {
    // A cell's own error goes, and the invoice-wide "at least one line" one; a change to which rows
    // are sent renumbers them, so every line error goes.
    form.edit((current) => ({ ...current, lineItems }), cellKey ?? 'lineItems');
    if (cellKey) form.setErrors(({ lineItems: _invoiceWide, ...rest }) => rest);
  };

  return (
    <form {...form.formProps} className="invoice-form" aria-busy={form.busy}>
      {locked}
      <fieldset className="invoice-form__section">
        <legend className="invoice-form__legend">Customer</legend>
        <div className="form-grid form-grid--two">
          <TextField label="Customer name" value={values.customerName} error={errors['customer.name']} required maxLength={200} autoComplete="off" disabled={disabled} onChange={(event) => form.set('customerName', event.target.value, 'customer.name')} />
          <TextField label="Customer email" type="email" value={values.customerEmail} error={errors['customer.email']} maxLength={254} autoComplete="off" disabled={disabled} onChange={(event) => form.set('customerEmail', event.target.value, 'customer.email')} />
          <TextField label="Customer phone" type="tel" value={values.customerPhone} error={errors['customer.phone']} maxLength={40} autoComplete="off" disabled={disabled} onChange={(event) => form.set('customerPhone', event.target.value, 'customer.phone')} />
          <TextField label="Customer address" value={values.customerAddress} error={errors['customer.address']} maxLength={500} autoComplete="off" disabled={disabled} onChange={(event) => form.set('customerAddress', event.target.value, 'customer.address')} />
        </div>
      </fieldset>
      <fieldset className="invoice-form__section">
        <legend className="invoice-form__legend">Invoice Details</legend>
        <div className="form-grid form-grid--two">
          <TextField label="Issue date" type="date" value={values.dateIssued} error={errors.dateIssued} required disabled={disabled} onChange={(event) => form.edit((current) => withIssueDate(current, event.target.value), 'dateIssued', 'dateDue')} />
          <TextField label="Due date" type="date" value={values.dateDue} error={errors.dateDue} required min={values.dateIssued || undefined} hint="14 days after the issue date unless you choose another." disabled={disabled} onChange={(event) => form.edit((current) => withDueDate(current, event.target.value), 'dateDue')} />
        </div>
        <RentalSelect
          value={values.rentalId}
          disabled={disabled}
          onPick={(rentalId) => form.edit((current) => withLinkedRental(current, rentalId, rentals.data?.rentals ?? []), 'rentalId', 'customer', 'lineItems')}
        />
      </fieldset>
      <LineItemsEditor rows={values.lineItems} errors={errors} disabled={disabled} onChange={changeRows} />
      <fieldset className="invoice-form__section">
        <legend className="invoice-form__legend">Notes and Terms</legend>
        <div className="field">
          <label className="field-label" htmlFor="invoice-notes">
            Notes
          </label>
          <textarea id="invoice-notes" className="text-input invoice-form__textarea" rows={3} maxLength={2000} value={values.notes} disabled={disabled} onChange={(event) => form.set('notes', event.target.value)} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="invoice-terms">
            Terms
          </label>
          <textarea id="invoice-terms" className="text-input invoice-form__textarea" rows={2} maxLength={2000} value={values.terms} disabled={disabled} onChange={(event) => form.set('terms', event.target.value)} />
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
            value={action.label}
            className={`button ${action.primary ? 'button--primary' : 'button--ghost'}`}
            disabled={disabled}
            aria-busy={savingAction === action || undefined}
          >
            {savingAction === action ? 'Saving...' : action.label}
          </button>
        ))}
        {form.busy && (
          <p className="invoice-form__progress" role="status">
            Saving invoice...
          </p>
        )}
      </div>
    </form>
  );
}
