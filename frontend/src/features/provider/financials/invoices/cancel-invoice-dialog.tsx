// Cancel invoice: a confirmation, since a cancelled invoice is no longer owed and cannot be reopened.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../../../shared/schemas/financials';
import { ModalDialog } from '../../../../components/modal-dialog';
import { cancelInvoice, invoiceChanged } from '../financials-api';
import { actionFailure } from './invoice-action-failure';

interface CancelInvoiceDialogProps {
  invoice: Invoice;
  onClose: () => void;
  onDone: (invoice: Invoice) => void;
}

export function CancelInvoiceDialog({ invoice, onClose, onDone }: CancelInvoiceDialogProps) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelInvoice(invoice.invoiceId),
    onSuccess: async (saved) => {
      await invoiceChanged(queryClient, saved.invoice);
      onDone(saved.invoice);
    },
  });
  return (
    <ModalDialog title={`Cancel ${invoice.invoiceNumber}?`} onClose={onClose} busy={cancel.isPending}>
      <p>
        {invoice.customer.name} will no longer owe this invoice. A cancelled invoice cannot be reopened.
      </p>
      {cancel.isError && (
        <p className="inline-error" role="alert">
          {actionFailure(cancel.error, 'The invoice could not be cancelled. Please try again.')}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={cancel.isPending}>
          Keep Invoice
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
          onClick={() => cancel.mutate()}
        >
          {cancel.isPending ? 'Cancelling...' : 'Cancel Invoice'}
        </button>
      </div>
    </ModalDialog>
  );
}
