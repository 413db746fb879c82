// The financials' calls: the dashboard per period, invoices and their actions, and the plain lists
// the Expenses and Reports tabs show. Every key starts with FINANCIALS_KEY, so one invalidation
// after any write refreshes every figure and list (the expense and report screens share it).
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  expensesResponseSchema,
  financialDashboardSchema,
  financialReportsResponseSchema,
  invoiceSavedSchema,
  invoiceSchema,
  invoicesResponseSchema,
  type DateRange,
  type InvoiceEmailKind,
  type InvoicePaymentInput,
} from '../../../../../shared/schemas/financials';
import { apiGet, apiPath, apiSend } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { currentAccessToken } from '../../../lib/auth-tokens';
import { loadConfig } from '../../../lib/config';
import { MESSAGES } from '../../../../../shared/messages';
import type { FinancialsQueryParams } from './financial-period';
import type { InvoiceBody } from './invoices/invoice-form-values';

export const FINANCIALS_KEY = ['provider', 'financials'] as const;
export const financialDashboardKey = (query: FinancialsQueryParams | undefined) => [...FINANCIALS_KEY, 'dashboard', query] as const;
export const INVOICES_KEY = [...FINANCIALS_KEY, 'invoices'] as const;
export const invoiceKey = (invoiceId: string) => [...FINANCIALS_KEY, 'invoice', invoiceId] as const;
export const expensesListKey = (range: DateRange | undefined) => [...FINANCIALS_KEY, 'expenses', range] as const;
export const REPORTS_LIST_KEY = [...FINANCIALS_KEY, 'reports'] as const;

export const financialsChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: FINANCIALS_KEY });

/** Undefined query (an incomplete custom range): nothing is asked for. */
export function useFinancialDashboard(query: FinancialsQueryParams | undefined) {
  return useQuery({
    queryKey: financialDashboardKey(query),
    queryFn: ({ signal }) => apiGet(apiPath('/api/provider/financials', { ...query }), financialDashboardSchema, { signal }),
    enabled: query !== undefined,
    // Switching periods keeps the last figures on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** Every invoice, newest first: an overdue one from months ago still needs its reminder. */
export function useInvoices() {
  return useQuery({
    queryKey: INVOICES_KEY,
    queryFn: ({ signal }) => apiGet('/api/provider/invoices', invoicesResponseSchema, { signal }),
  });
}

const invoicePath = (invoiceId: string) => `/api/provider/invoices/${encodeURIComponent(invoiceId)}`;

export function useInvoice(invoiceId: string, options: { forEditing?: boolean } = {}) {
  return useQuery({
    queryKey: invoiceKey(invoiceId),
    queryFn: ({ signal }) => apiGet(invoicePath(invoiceId), invoiceSchema, { signal }),
    // An edit starts from the current version and is never refetched behind the provider's back.
    ...(options.forEditing ? { staleTime: Infinity, refetchOnMount: 'always' as const } : {}),
  });
}

export function useExpensesList(range: DateRange | undefined) {
  return useQuery({
    queryKey: expensesListKey(range),
    queryFn: ({ signal }) => apiGet(apiPath('/api/provider/expenses', { ...range }), expensesResponseSchema, { signal }),
    enabled: range !== undefined,
  });
}

export function useReportsList() {
  return useQuery({
    queryKey: REPORTS_LIST_KEY,
    queryFn: ({ signal }) => apiGet('/api/provider/reports', financialReportsResponseSchema, { signal }),
  });
}

export const createInvoice = (body: InvoiceBody) => apiSend('POST', '/api/provider/invoices', body, invoiceSavedSchema);

export const updateInvoice = (invoiceId: string, body: InvoiceBody & { expectedUpdatedAt: string }) =>
  apiSend('PUT', invoicePath(invoiceId), body, invoiceSavedSchema);

export const markInvoicePaid = (invoiceId: string, payment: InvoicePaymentInput) =>
  apiSend('POST', `${invoicePath(invoiceId)}/payment`, payment, invoiceSavedSchema);

export const cancelInvoice = (invoiceId: string) => apiSend('POST', `${invoicePath(invoiceId)}/cancel`, {}, invoiceSavedSchema);

export const sendInvoiceEmail = (invoiceId: string, kind: InvoiceEmailKind) =>
  apiSend('POST', `${invoicePath(invoiceId)}/email`, { kind }, invoiceSavedSchema);

/** After a write: the answered invoice is known at once, and every financial figure is read again. */
export function invoiceChanged(queryClient: QueryClient, invoice: { invoiceId: string }): Promise<void> {
  queryClient.setQueryData(invoiceKey(invoice.invoiceId), invoice);
  return financialsChanged(queryClient);
}

/**
 * GET .../pdf answers the file itself, which apiGet cannot parse: fetched with the bearer token and
 * saved through a Blob URL, named as the server names it.
 */
export async function downloadInvoicePdf(invoiceId: string, fallbackName: string): Promise<void> {
  const { apiBaseUrl } = await loadConfig();
  const token = await currentAccessToken();
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${invoicePath(invoiceId)}/pdf`, {
      headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(MESSAGES.internal, 0);
  }
  if (!response.ok) throw new ApiError(response.status === 404 ? MESSAGES.notFound : MESSAGES.internal, response.status);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later turn: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
