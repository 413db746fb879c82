// The provider's expenses: the detail query, the calls that change expenses, and receipt uploads (a
// presigned POST from the API, then the file straight to the private receipts bucket). Keys start
// with ['provider', 'financials'] and every change invalidates that prefix, so the dashboard's
// figures and lists refresh with it.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateExpenseInput, ExpenseSaved, UpdateExpenseInput } from '../../../../../../shared/schemas/financials';
import { api } from '../../../../lib/api/client';
import { postToPresignedUrl } from '../../../../lib/presigned-upload';
import { RECEIPT_UPLOAD_FAILED } from './expense-form-values';
import type { ReceiptChoice } from './receipt-field';

const FINANCIALS_KEY = ['provider', 'financials'] as const;
const expenseKey = (expenseId: string) => [...FINANCIALS_KEY, 'expense', expenseId] as const;

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

/** A save of the expense form: the request the shared schema parsed, and the receipt chosen in the form. */
interface ExpenseSave<Request> {
  request: Request;
  receipt: ReceiptChoice;
  /** Told the key of a receipt uploaded by this save, so a retry after a failed save does not upload it again. */
  onUploaded: (receipt: Extract<ReceiptChoice, { kind: 'saved' }>) => void;
}

/**
 * The save of an expense with its receipt: a newly chosen receipt is uploaded first and its key
 * sent with the request; `uploading` tells the form which step it is on. Every financial query is
 * marked stale after it.
 */
function useExpenseSave<Request>(send: (body: Request & { receiptKey?: string }) => Promise<ExpenseSaved>) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const mutation = useMutation({
    mutationFn: async ({ request, receipt, onUploaded }: ExpenseSave<Request>) => {
      let receiptKey = receipt.kind === 'saved' ? receipt.key : undefined;
      if (receipt.kind === 'new') {
        setUploading(true);
        try {
          receiptKey = await uploadReceipt(receipt.file);
        } finally {
          setUploading(false);
        }
        onUploaded({ kind: 'saved', key: receiptKey });
      }
      return send({ ...request, ...(receiptKey === undefined ? {} : { receiptKey }) });
    },
    onSuccess: () => void expensesChanged(queryClient),
  });
  return { ...mutation, uploading };
}

/** api.createExpense, with the receipt. */
export function useCreateExpense() {
  return useExpenseSave((body: CreateExpenseInput) => api.createExpense({ body }));
}

/** api.updateExpense, with the receipt; refused with 409 when the expense changed since it was loaded. */
export function useUpdateExpense(expenseId: string) {
  return useExpenseSave((body: UpdateExpenseInput) => api.updateExpense({ expenseId, body }));
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
async function uploadReceipt(file: File): Promise<string> {
  const presigned = await api.presignReceiptUpload({ body: { contentType: file.type, size: file.size } });
  await postToPresignedUrl(presigned, file, RECEIPT_UPLOAD_FAILED);
  return presigned.key;
}
