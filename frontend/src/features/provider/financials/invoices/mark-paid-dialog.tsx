// Mark as Paid: the payment date (today unless changed) and method, checked by the shared
// invoicePaymentSchema, then the server's answer.
import {
  INVOICE_PAYMENT_METHOD_LABELS,
  INVOICE_PAYMENT_METHODS,
  invoicePaymentSchema,
  type Invoice,
  type InvoicePaymentMethod,
} from '../../../../../../shared/schemas/financials';
import { SelectField, TextField } from '../../../../components/form-field';
import { ModalDialog } from '../../../../components/modal-dialog';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useMarkInvoicePaid } from '../financials-api';
import { actionFailure } from './invoice-action-failure';
import { financialDate } from '../../../../../../shared/financial-periods';

interface PaymentValues {
  paymentDate: string;
  paymentMethod: InvoicePaymentMethod | '';
}

interface MarkPaidDialogProps {
  invoice: Invoice;
  onClose: () => void;
  onDone: (invoice: Invoice) => void;
}

export function MarkPaidDialog({ invoice, onClose, onDone }: MarkPaidDialogProps) {
  const pay = useMarkInvoicePaid(invoice.invoiceId);
  const initialValues: PaymentValues = { paymentDate: financialDate(new Date()), paymentMethod: '' };
  const form = useSchemaForm({
    schema: invoicePaymentSchema,
    initialValues,
    mutation: pay,
    onSuccess: (saved) => onDone(saved.invoice),
    failureText: (error) => actionFailure(error, 'The payment could not be recorded. Please try again.'),
  });

  return (
    <ModalDialog title={`Mark ${invoice.invoiceNumber} as paid`} onClose={onClose} busy={pay.isPending}>
      <form {...form.formProps} className="invoice-dialog">
        <TextField label="Payment date" type="date" required {...form.field('paymentDate')} />
        <SelectField label="Payment method" required {...form.field('paymentMethod')}>
          <option value="">Choose a method</option>
          {INVOICE_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {INVOICE_PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
        {form.notice && (
          <p className="inline-error" role="alert">
            {form.notice.text}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={pay.isPending}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pay.isPending} aria-busy={pay.isPending || undefined}>
            {pay.isPending ? 'Saving...' : 'Mark as Paid'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
