// The provider's expenses: the detail query, the calls that change expenses, and receipt uploads (a
// presigned POST from the API, then the file straight to the private receipts bucket). Keys start
// with ['provider', 'financials'] and every change invalidates that prefix, so the dashboard's
// figures and lists refresh with it.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { postToPresignedUrl } from '../../../../lib/presigned-upload';
import { RECEIPT_UPLOAD_FAILED, type ExpenseBody } from './expense-form-values';

export const FINANCIALS_KEY = ['provider', 'financials'] as const;
export const expenseKey = (expenseId: string) => [...FINANCIALS_KEY, 'expense', expenseId] as const;

export function useExpense(expenseId: string) {
  return useQuery({
    queryKey: expenseKey(expenseId),
    queryFn: ({ signal }) => api.getExpense({ expenseId }, { signal }),
    // Fetched afresh whenever a page opens it, so an edit starts from the current version and the
    // receipt link is new; never again behind the provider's back while they type.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

export function createExpense(body: ExpenseBody) {
  return api.createExpense({ body });
}

export function updateExpense(expenseId: string, body: ExpenseBody & { expectedUpdatedAt: string }) {
  return api.updateExpense({ expenseId, body });
}

export function deleteExpense(expenseId: string) {
  return api.deleteExpense({ expenseId });
}

/**
 * After any change every financial query is marked stale, so the dashboard, lists and reports fetch
 * afresh when they show next. Nothing is refetched at once: the page that made the change is about to
 * leave, and refetching its own expense (a deleted one answers 404) would only flash under its notice.
 */
export function expensesChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: FINANCIALS_KEY, refetchType: 'none' });
}

/**
 * Uploads a receipt and answers the key the expense refers to it by. The API's refusals (type,
 * size) keep their message and status; a failed POST to the bucket is a network-like failure.
 */
export async function uploadReceipt(file: File): Promise<string> {
  const presigned = await api.presignReceiptUpload({ body: { contentType: file.type, size: file.size } });
  await postToPresignedUrl(presigned, file, RECEIPT_UPLOAD_FAILED);
  return presigned.key;
}
