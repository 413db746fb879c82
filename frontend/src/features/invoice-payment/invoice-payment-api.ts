// Paying an invoice by its pay link (shared/invoice-payment.ts): the invoice as the payer sees it,
// starting the payment (the server opens a session for the invoice's stored amount) and confirming
// it on the way back from the payment page. No sign-in: the link's key is the credential.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoicePayParams } from '../../../../shared/invoice-payment';
import { api } from '../../lib/api/client';

const payLink = (link: InvoicePayParams) => ({ invoiceId: link.invoiceId, key: link.key });
const payableKey = (link: InvoicePayParams) => ['invoice-payment', link.invoiceId, link.key];

export function usePayableInvoice(link: InvoicePayParams, enabled: boolean) {
  return useQuery({
    queryKey: payableKey(link),
    queryFn: ({ signal }) => api.getPayableInvoice(payLink(link), { signal }),
    enabled,
    retry: false,
  });
}

/** Opens the payment page: the browser leaves for it once the session exists. */
export function useStartInvoicePayment(link: InvoicePayParams) {
  return useMutation({
    mutationFn: () => api.createInvoiceCheckout(payLink(link)),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Back from the payment page with a session: records it if paid (the webhook may be late). */
export function useConfirmInvoicePayment(link: InvoicePayParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.confirmInvoicePayment({ ...payLink(link), body: { sessionId } }),
    // The invoice as it stands now replaces the one loaded; what the payment did stays with the mutation.
    onSuccess: ({ payment: _outcome, ...invoice }) => queryClient.setQueryData(payableKey(link), invoice),
  });
}
