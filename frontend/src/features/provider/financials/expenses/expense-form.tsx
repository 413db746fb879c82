// The expense form shared by recording and editing an expense: its fields, the receipt, the step a
// save is on (uploading the receipt, saving) and, above, why a save failed. The page holds the form
// (useSchemaForm with the shared expense schema and its save mutation); a success keeps the form
// locked while the page moves on.
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EXPENSE_CATEGORIES, RECURRING_FREQUENCIES } from '../../../../../../shared/schemas/financials';
import { SelectField, TextField } from '../../../../components/form-field';
import type { SchemaForm } from '../../../../lib/forms/use-schema-form';
import { FREQUENCY_LABELS, type ExpenseFormValues } from './expense-form-values';
import { ReceiptField, type ReceiptChoice } from './receipt-field';

interface ExpenseFormProps {
  form: SchemaForm<ExpenseFormValues>;
  /** The save's state: which step it is on, and whether it is done (the page is moving on). */
  save: { uploading: boolean; isSuccess: boolean };
  /** The receipt the expense had when the form opened, so removing or replacing it can be undone. */
  savedReceipt?: Extract<ReceiptChoice, { kind: 'saved' }>;
  submitLabel: string;
  savingLabel: string;
  cancelTo: string;
  /** What the failure banner offers, e.g. reloading an expense that changed meanwhile. */
  recovery?: ReactNode;
}

function DescriptionField({ value, disabled, onChange }: { value: string; disabled: boolean; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field expense-form__wide">
      <label className="field-label" htmlFor={id}>
        Description
      </label>
      <textarea id={id} name="description" className="text-input" rows={3} maxLength={2000} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export function ExpenseForm({ form, save, savedReceipt, submitLabel, savingLabel, cancelTo, recovery }: ExpenseFormProps) {
  const { values, errors, notice, set } = form;
  const busy = form.busy || save.isSuccess;
  const failure = notice?.tone === 'error' ? notice.text : undefined;

  // A failure shows at the top of the form: take the provider there.
  useEffect(() => {
    if (failure) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [failure, notice]);

  const progress = !form.busy ? '' : save.uploading ? 'Uploading receipt...' : 'Saving expense...';

  return (
    <form {...form.formProps} className="card expense-form" aria-busy={busy}>
      {failure && (
        <div className="inline-error expense-form__banner" role="alert">
          <p>{failure}</p>
          {recovery}
        </div>
      )}
      <p className="field-hint">Category, amount and date are required.</p>
      <div className="expense-form__grid">
        <SelectField
          label="Category"
          name="category"
          value={values.category}
          error={errors.category}
          aria-required="true"
          disabled={busy}
          onChange={(event) => set('category', event.target.value as ExpenseFormValues['category'])}
        >
          <option value="">Select a category</option>
          {EXPENSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField label="Vendor" maxLength={200} autoComplete="off" disabled={busy} {...form.field('vendor')} />
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="decimal"
          placeholder="0.00"
          value={values.amount}
          error={errors.amountCents}
          aria-required="true"
          disabled={busy}
          onChange={(event) => set('amount', event.target.value, 'amountCents')}
        />
        <TextField label="Date" type="date" aria-required="true" disabled={busy} {...form.field('date')} />
        <DescriptionField value={values.description} disabled={busy} onChange={(value) => set('description', value)} />
      </div>
      <fieldset className="expense-form__options">
        <legend className="field-label">Options</legend>
        <label className="checkbox">
          <input type="checkbox" name="recurring" checked={values.recurring} disabled={busy} onChange={(event) => set('recurring', event.target.checked)} />
          Recurring expense
        </label>
        {values.recurring && (
          <SelectField
            label="Frequency"
            name="recurringFrequency"
            value={values.recurringFrequency}
            error={errors.recurringFrequency}
            aria-required="true"
            disabled={busy}
            onChange={(event) => set('recurringFrequency', event.target.value as ExpenseFormValues['recurringFrequency'])}
          >
            <option value="">Select a frequency</option>
            {RECURRING_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </SelectField>
        )}
        <label className="checkbox">
          <input type="checkbox" name="taxDeductible" checked={values.taxDeductible} disabled={busy} onChange={(event) => set('taxDeductible', event.target.checked)} />
          Tax deductible
        </label>
      </fieldset>
      <ReceiptField value={values.receipt} saved={savedReceipt} disabled={busy} error={errors.receiptKey} onChange={(receipt) => set('receipt', receipt, 'receiptKey')} />
      <p className="expense-form__progress" role="status">
        {progress}
      </p>
      <div className="expense-form__actions">
        <Link to={cancelTo} className="button button--ghost">
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={busy}>
          {form.busy ? savingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
