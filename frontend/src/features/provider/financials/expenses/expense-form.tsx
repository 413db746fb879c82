// The expense form shared by recording and editing an expense. On submit it checks the fields,
// uploads a newly chosen receipt (with progress), then hands the API body to the page; a failure
// shows as a banner at the top, and a success keeps the form locked while the page moves on.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EXPENSE_CATEGORIES, RECURRING_FREQUENCIES } from '../../../../../../shared/schemas/financials';
import { SelectField, TextField } from '../../../../components/form-field';
import type { FieldErrors } from '../../../../lib/form-errors';
import {
  checkExpenseForm,
  FREQUENCY_LABELS,
  saveFailureText,
  type ExpenseBody,
  type ExpenseFormValues,
} from './expense-form-values';
import { uploadReceipt } from './expenses-api';
import { ReceiptField, type ReceiptChoice } from './receipt-field';

interface ExpenseFormProps {
  initialValues: ExpenseFormValues;
  initialReceipt: ReceiptChoice;
  submitLabel: string;
  savingLabel: string;
  cancelTo: string;
  /** Saves the checked body (receipt key included); throws when the API refuses it. */
  onSave: (body: ExpenseBody) => Promise<void>;
  /** What the banner offers for a failure, e.g. reloading an expense that changed meanwhile. */
  recovery?: (error: unknown) => ReactNode;
}

interface Failure {
  message: string;
  error: unknown;
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

export function ExpenseForm({ initialValues, initialReceipt, submitLabel, savingLabel, cancelTo, onSave, recovery }: ExpenseFormProps) {
  const [values, setValues] = useState(initialValues);
  const [receipt, setReceipt] = useState(initialReceipt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure>();
  const [phase, setPhase] = useState<'editing' | 'uploading' | 'saving' | 'saved'>('editing');
  const form = useRef<HTMLFormElement>(null);
  const [checkCount, setCheckCount] = useState(0);
  const busy = phase !== 'editing';
  const saved = initialReceipt.kind === 'saved' ? initialReceipt : undefined;

  // After a failed check, the first field in error takes focus, so keyboard users land on it.
  useEffect(() => {
    if (checkCount > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checkCount]);

  function set<K extends keyof ExpenseFormValues>(key: K, value: ExpenseFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const check = checkExpenseForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      setCheckCount((count) => count + 1);
      return;
    }
    setErrors({});
    try {
      let current = receipt;
      if (current.kind === 'new') {
        setPhase('uploading');
        current = { kind: 'saved', key: await uploadReceipt(current.file) };
        // Kept as uploaded, so a retry after a failed save does not upload it again.
        setReceipt(current);
      }
      setPhase('saving');
      await onSave({ ...check.body, ...(current.kind === 'saved' ? { receiptKey: current.key } : {}) });
      setPhase('saved');
    } catch (error) {
      setFailure({ message: saveFailureText(error), error });
      setPhase('editing');
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }

  const progress = phase === 'uploading' ? 'Uploading receipt...' : phase === 'saving' ? 'Saving expense...' : '';

  return (
    <form ref={form} className="card expense-form" noValidate onSubmit={submit} aria-busy={busy}>
      {failure && (
        <div className="inline-error expense-form__banner" role="alert">
          <p>{failure.message}</p>
          {recovery?.(failure.error)}
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
        <TextField label="Vendor" name="vendor" value={values.vendor} maxLength={200} autoComplete="off" disabled={busy} onChange={(event) => set('vendor', event.target.value)} />
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="decimal"
          placeholder="0.00"
          value={values.amount}
          error={errors.amount}
          aria-required="true"
          disabled={busy}
          onChange={(event) => set('amount', event.target.value)}
        />
        <TextField
          label="Date"
          name="date"
          type="date"
          value={values.date}
          error={errors.date}
          aria-required="true"
          disabled={busy}
          onChange={(event) => set('date', event.target.value)}
        />
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
      <ReceiptField value={receipt} saved={saved} disabled={busy} onChange={setReceipt} />
      <p className="expense-form__progress" role="status">
        {progress}
      </p>
      <div className="expense-form__actions">
        <Link to={cancelTo} className="button button--ghost">
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy && phase !== 'saved' ? savingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
