// Mark as Paid: the payment date (today unless changed) and method, then the server's answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  FINANCIAL_MESSAGES as M,
  INVOICE_PAYMENT_METHOD_LABELS,
  INVOICE_PAYMENT_METHODS,
  type Invoice,
  type InvoicePaymentMethod,
} from '../../../../../../shared/schemas/financials';
import { SelectField, TextField } from '../../../../components/form-field';
import { ModalDialog } from '../../../../components/modal-dialog';
import { invoiceChanged, markInvoicePaid } from '../financials-api';
import { actionFailure } from './invoice-action-failure';
import { financialToday } from './invoice-form-values';

interface MarkPaidDialogProps {
  invoice: Invoice;
  onClose: () => void;
  onDone: (invoice: Invoice) => void;
}

export function MarkPaidDialog({ invoice, onClose, onDone }: MarkPaidDialogProps) {
  const queryClient = useQueryClient();
  const [paymentDate, setPaymentDate] = useState(financialToday);
  const [paymentMethod, setPaymentMethod] = useState<InvoicePaymentMethod | ''>('');
  const [errors, setErrors] = useState<{ date?: string; method?: string }>({});
  const pay = useMutation({
    mutationFn: (input: { paymentDate: string; paymentMethod: InvoicePaymentMethod }) => markInvoicePaid(invoice.invoiceId, input),
    onSuccess: async (saved) => {
      await invoiceChanged(queryClient, saved.invoice);
      onDone(saved.invoice);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      ...(paymentDate ? {} : { date: M.paymentDateRequired }),
      ...(paymentMethod ? {} : { method: M.paymentMethodRequired }),
    };
    setErrors(next);
    if (!paymentDate || !paymentMethod) return;
    pay.mutate({ paymentDate, paymentMethod });
  }

  return (
    <ModalDialog title={`Mark ${invoice.invoiceNumber} as paid`} onClose={onClose} busy={pay.isPending}>
      <form className="invoice-dialog" onSubmit={submit} noValidate>
        <TextField label="Payment date" type="date" value={paymentDate} error={errors.date} required onChange={(event) => setPaymentDate(event.target.value)} />
        <SelectField
          label="Payment method"
          value={paymentMethod}
          error={errors.method}
          required
          onChange={(event) => setPaymentMethod(event.target.value as InvoicePaymentMethod | '')}
        >
          <option value="">Choose a method</option>
          {INVOICE_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {INVOICE_PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
        {pay.isError && (
          <p className="inline-error" role="alert">
            {actionFailure(pay.error, 'The payment could not be recorded. Please try again.')}
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
