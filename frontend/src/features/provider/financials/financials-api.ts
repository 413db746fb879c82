// The financials' calls: the dashboard per period, invoices and their actions, and the paged
// lists the Invoices and Expenses tabs show (filtered and searched by the server, 'Load more' for
// the next page). Every key starts with FINANCIALS_KEY, so one invalidation
// after any write refreshes every figure and list (the expense and report screens share it).
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateInvoiceInput,
  DateRange,
  InvoiceEmailKind,
  InvoicePaymentInput,
  InvoiceStatus,
  UpdateInvoiceInput,
} from '../../../../../shared/schemas/financials';
import { api } from '../../../lib/api/client';
import { saveDownload } from '../../../lib/api/save-download';
import type { FinancialsQueryParams } from './financial-period';

const FINANCIALS_KEY = ['provider', 'financials'] as const;
const financialDashboardKey = (query: FinancialsQueryParams | undefined) => [...FINANCIALS_KEY, 'dashboard', query] as const;
const INVOICES_KEY = [...FINANCIALS_KEY, 'invoices'] as const;
const LIST_PAGE_SIZE = 25;
const firstPage = undefined as string | undefined;
const nextPageOf = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;
const invoiceKey = (invoiceId: string) => [...FINANCIALS_KEY, 'invoice', invoiceId] as const;
const expensesListKey = (range: DateRange | undefined, search: string | undefined) => [...FINANCIALS_KEY, 'expenses', range, search] as const;

const financialsChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: FINANCIALS_KEY });

/** Undefined query (an incomplete custom range): nothing is asked for. */
export function useFinancialDashboard(query: FinancialsQueryParams | undefined) {
  return useQuery({
    queryKey: financialDashboardKey(query),
    queryFn: ({ signal }) => api.getFinancials({ ...query }, { signal }),
    enabled: query !== undefined,
    // Switching periods keeps the last figures on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** Invoices of every date, newest first, a page at a time: an overdue one from months ago still needs its reminder. */
export function useInvoices(filters: { status?: InvoiceStatus; search?: string }) {
  return useInfiniteQuery({
    queryKey: [...INVOICES_KEY, filters],
    queryFn: ({ pageParam, signal }) => api.listInvoices({ ...filters, limit: LIST_PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(invoiceId: string, options: { forEditing?: boolean } = {}) {
  return useQuery({
    queryKey: invoiceKey(invoiceId),
    queryFn: ({ signal }) => api.getInvoice({ invoiceId }, { signal }),
    // An edit starts from the current version and is never refetched behind the provider's back.
    ...(options.forEditing ? { staleTime: Infinity, refetchOnMount: 'always' as const } : {}),
  });
}

/** The period's expenses, newest first, a page at a time; undefined range (not known yet): nothing is asked for. */
export function useExpensesList(range: DateRange | undefined, search?: string) {
  return useInfiniteQuery({
    queryKey: expensesListKey(range, search),
    queryFn: ({ pageParam, signal }) => api.listExpenses({ ...range, search, limit: LIST_PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageOf,
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * api.createInvoice and api.updateInvoice. The caches learn of the save from the editor, as it
 * leaves for the invoice's page (invoiceChanged): refreshing them at once would redraw an edit's
 * form (its version changed) under the saved banner.
 */
export function useCreateInvoice() {
  return useMutation({ mutationFn: (body: CreateInvoiceInput) => api.createInvoice({ body }) });
}

export function useUpdateInvoice(invoiceId: string) {
  return useMutation({ mutationFn: (body: UpdateInvoiceInput) => api.updateInvoice({ invoiceId, body }) });
}

/** api.markInvoicePaid: the paid invoice is cached and every financial list refreshes. */
export function useMarkInvoicePaid(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: InvoicePaymentInput) => api.markInvoicePaid({ invoiceId, body: payment }),
    onSuccess: (saved) => invoiceChanged(queryClient, saved.invoice),
  });
}

export const cancelInvoice = (invoiceId: string) => api.cancelInvoice({ invoiceId });

export const sendInvoiceEmail = (invoiceId: string, kind: InvoiceEmailKind) =>
  api.sendInvoiceEmail({ invoiceId, body: { kind } });

/** After a write: the answered invoice is known at once, and every financial figure is read again. */
export function invoiceChanged(queryClient: QueryClient, invoice: { invoiceId: string }): Promise<void> {
  queryClient.setQueryData(invoiceKey(invoice.invoiceId), invoice);
  return financialsChanged(queryClient);
}

/** The invoice's PDF, saved under the server's file name (or the fallback). */
export async function downloadInvoicePdf(invoiceId: string, fallbackName: string): Promise<void> {
  saveDownload(await api.getInvoicePdf({ invoiceId }), fallbackName);
}
