// Sends the invoice or a reminder; the notice names the address it went to.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceEmailKind } from '../../../../../../shared/schemas/financials';
import { invoiceChanged, sendInvoiceEmail } from '../financials-api';

function sentNotice(kind: InvoiceEmailKind, invoice: Invoice): string {
  const to = invoice.customer.email ?? invoice.customer.name;
  return kind === 'invoice' ? `Invoice ${invoice.invoiceNumber} sent to ${to}` : `Reminder for ${invoice.invoiceNumber} sent to ${to}`;
}

export function useInvoiceEmail(onSent: (notice: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoice, kind }: { invoice: Invoice; kind: InvoiceEmailKind }) => sendInvoiceEmail(invoice.invoiceId, kind),
    onSuccess: async (saved, { kind }) => {
      onSent(sentNotice(kind, saved.invoice));
      await invoiceChanged(queryClient, saved.invoice);
    },
  });
}
