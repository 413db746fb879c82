// The provider portal's financials: invoices, expenses with receipts, the financial dashboard and
// reports. Request bodies, answers and the spec's wording, shared by the financials Lambda and the
// SPA. Money is integer cents; dates are calendar dates (YYYY-MM-DD).
import * as z from 'zod';
import {
  EXPENSE_CATEGORIES,
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
  RECURRING_FREQUENCIES,
  REPORT_PERIODS,
  REPORT_TYPES,
  type InvoicePaymentMethod,
  type ReportType,
} from './financial-constants';
import { UPLOAD_MAX_BYTES } from './onboarding';
import { dateRangeQueryFields, fromNotAfterTo, nextCursorSchema, pageQueryFields, searchQueryField } from './list-page';
import { calendarDateSchema, requiredCalendarDate } from './calendar-date';

export * from './financial-constants';

export const FINANCIAL_MESSAGES = {
  customerNameRequired: 'Customer name is required',
  issueDateRequired: 'Issue date is required',
  dueDateRequired: 'Due date is required',
  dueBeforeIssue: 'Due date cannot be before the issue date',
  lineItemRequired: 'At least one valid line item is required',
  invoiceSaveFailed: 'Failed to save invoice',
  invoiceLoadFailed: 'Failed to load invoice data',
  invoiceNotFound: 'Invoice Not Found',
  invoiceCreated: 'Invoice created successfully',
  invoiceUpdated: 'Invoice updated successfully',
  invoiceChangedMeanwhile: 'This invoice changed meanwhile. Please reload it and make your changes again.',
  invoiceNotPayable: 'Only unpaid or overdue invoices can be marked as paid',
  invoiceNotSendable: 'Only unpaid or overdue invoices can be sent',
  customerEmailRequired: 'Add the customer\'s email address to send this invoice',
  invoiceSent: 'Invoice sent successfully',
  reminderSent: 'Reminder sent successfully',
  invoiceMarkedPaid: 'Invoice marked as paid',
  invoiceCancelled: 'Invoice cancelled',
  invoiceNotCancellable: 'Only draft, unpaid or overdue invoices can be cancelled',
  paymentMethodRequired: 'Payment method is required',
  paymentDateRequired: 'Payment date is required',
  rentalNotFound: 'Rental not found',
  categoryRequired: 'Category is required',
  validAmountRequired: 'Valid amount is required',
  dateRequired: 'Date is required',
  frequencyRequired: 'Recurring frequency is required for a recurring expense',
  expenseSaveFailed: 'Failed to save expense',
  expenseLoadFailed: 'Failed to load expense data',
  expenseNotFound: 'Expense Not Found',
  expenseRecorded: 'Expense recorded successfully',
  expenseUpdated: 'Expense updated successfully',
  expenseChangedMeanwhile: 'This expense changed meanwhile. Please reload it and make your changes again.',
  receiptInvalid: 'The receipt must be an image (JPEG, PNG, WebP) or a PDF',
  receiptTooLarge: 'File size should not exceed 5MB',
  receiptMissing: 'The receipt upload was not found. Please upload it again.',
  reportNotFound: 'Report not found',
  invalidRange: 'Choose a start date on or before the end date',
  customRangeRequired: 'A custom period needs both a start and an end date',
  customRangeTooLong: 'A custom period can span at most 10 years',
} as const;

const M = FINANCIAL_MESSAGES;

/** Whether a value is missing the way a blank form field is. */
const blank = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** A date a form may leave blank (or a client send as null). */
const optionalDate = z.preprocess((value) => (blank(value) ? undefined : value), calendarDateSchema.optional());

const text = (max: number) => z.preprocess(nullToUndefined, z.string().trim().max(max).default(''));

const MAX_CENTS = 100_000_000_00; // $100 million: far above any one hauler's invoice or expense.

// ---- Invoices --------------------------------------------------------------------------------

export const INVOICE_PAYMENT_METHOD_LABELS: Record<InvoicePaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
};

export const DEFAULT_INVOICE_TERMS = 'Payment due within 14 days of issue.';
export const DEFAULT_INVOICE_DUE_DAYS = 14;
export const INVOICE_NUMBER_PREFIX = 'INV-';
/** The first invoice of every provider is INV-1001. */
export const FIRST_INVOICE_NUMBER = 1001;
export const MAX_LINE_ITEMS = 100;

const invoiceCustomerSchema = z.object({
  name: z.string({ error: M.customerNameRequired }).trim().min(1, M.customerNameRequired).max(200),
  email: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z.string().trim().toLowerCase().email('Please enter a valid email address').max(254).optional(),
  ),
  phone: text(40),
  address: text(500),
});

/** An invoice's customer as stored and answered: what invoiceCustomerSchema made of the form. */
const invoiceCustomerRecordSchema = z.object({ name: z.string(), email: z.string().optional(), phone: z.string(), address: z.string() });

export const lineItemSchema = z.object({
  description: z.string().trim().max(500),
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(1_000_000),
  unitPriceCents: z.number().int('Unit prices are whole numbers of cents').min(0, 'Unit prices cannot be negative').max(MAX_CENTS),
});
export type LineItem = z.output<typeof lineItemSchema>;

/** A row the form left empty: dropped before validation. */
const emptyLineItem = (item: unknown) => {
  if (typeof item !== 'object' || item === null) return false;
  const row = item as Record<string, unknown>;
  return blank(row.description) && (blank(row.quantity) || row.quantity === 0) && (blank(row.unitPriceCents) || row.unitPriceCents === 0);
};

/** The line items: blank rows dropped; at least one with a description, a quantity and a price above 0. */
const lineItemsSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value.filter((item) => !emptyLineItem(item)) : value),
  z
    .array(lineItemSchema.extend({ description: z.string().trim().min(1, 'Each line item needs a description').max(500) }), {
      error: M.lineItemRequired,
    })
    .max(MAX_LINE_ITEMS, `At most ${MAX_LINE_ITEMS} line items`)
    .refine((items) => items.some((item) => item.quantity > 0 && item.unitPriceCents > 0), M.lineItemRequired),
);

const invoiceInputFields = {
  customer: z.object(invoiceCustomerSchema.shape, { error: M.customerNameRequired }),
  dateIssued: requiredCalendarDate(M.issueDateRequired),
  /** Defaults to 14 days after the issue date. */
  dateDue: optionalDate,
  lineItems: lineItemsSchema,
  notes: text(2000),
  terms: z.preprocess((value) => (blank(value) ? undefined : value), z.string().trim().max(2000).default(DEFAULT_INVOICE_TERMS)),
  /** The marketplace rental this invoice bills, if any: its revenue is then counted once, here. */
  rentalId: z.preprocess((value) => (blank(value) ? undefined : value), z.string().trim().max(64).optional()),
  /** 'Save as Draft' stores a draft; a normal submit stores (or issues a draft as) unpaid. */
  saveAsDraft: z.boolean().default(false),
};

const dueNotBeforeIssue = (input: { dateIssued: string; dateDue?: string }) => !input.dateDue || input.dateDue >= input.dateIssued;

/** POST /api/provider/invoices. The number, amount and status are the server's. */
export const createInvoiceSchema = z
  .object(invoiceInputFields)
  .refine(dueNotBeforeIssue, { message: M.dueBeforeIssue, path: ['dateDue'] });
export type CreateInvoiceInput = z.output<typeof createInvoiceSchema>;

/**
 * PUT /api/provider/invoices/{invoiceId}: the edited fields. Number and status are locked (status
 * changes go through the payment and e-mail actions; a draft submitted without saveAsDraft is issued).
 */
export const updateInvoiceSchema = z
  .object({
    ...invoiceInputFields,
    dateDue: requiredCalendarDate(M.dueDateRequired),
    expectedUpdatedAt: z.string({ error: M.invoiceChangedMeanwhile }).trim().min(1, M.invoiceChangedMeanwhile).max(40),
  })
  .refine(dueNotBeforeIssue, { message: M.dueBeforeIssue, path: ['dateDue'] });
export type UpdateInvoiceInput = z.output<typeof updateInvoiceSchema>;

export const invoicePaymentSchema = z.object({
  paymentDate: requiredCalendarDate(M.paymentDateRequired),
  paymentMethod: z.enum(INVOICE_PAYMENT_METHODS, { error: M.paymentMethodRequired }),
});
export type InvoicePaymentInput = z.output<typeof invoicePaymentSchema>;

const INVOICE_EMAIL_KINDS = ['invoice', 'reminder'] as const;
export type InvoiceEmailKind = (typeof INVOICE_EMAIL_KINDS)[number];
export const invoiceEmailSchema = z.object({
  kind: z.enum(INVOICE_EMAIL_KINDS, { error: "kind must be 'invoice' or 'reminder'" }).default('invoice'),
});

export const invoiceParamsSchema = z.object({ invoiceId: z.string().trim().min(1).max(64) });


/**
 * GET /api/provider/invoices: issued from `from` to `to`, in one status as the provider sees it
 * ('overdue' included), searched by number, customer name or e-mail, a page at a time.
 */
export const invoicesQuerySchema = z
  .object({ ...dateRangeQueryFields, status: z.enum(INVOICE_STATUSES).optional(), search: searchQueryField, ...pageQueryFields })
  .refine(fromNotAfterTo, { message: M.invalidRange, path: ['from'] });
export type InvoicesQuery = z.output<typeof invoicesQuerySchema>;

/**
 * Why a card payment of an invoice was refunded instead of paying it: the invoice's amount changed
 * after its payment page opened, it had been paid meanwhile (by card or otherwise), or it was cancelled.
 */
export const INVOICE_REFUND_REASONS = ['amountChanged', 'alreadyPaid', 'cancelled'] as const;
export type InvoiceRefundReason = (typeof INVOICE_REFUND_REASONS)[number];

/** A card payment the invoice refused and gave back in full (functions/checkout/invoice-refunds.ts): never revenue. */
export const refundedInvoicePaymentSchema = z.object({
  amountCents: z.number().int(),
  reason: z.enum(INVOICE_REFUND_REASONS),
  /** What the invoice asked for when the payment arrived. */
  invoiceAmountCents: z.number().int(),
  /** The provider's calendar date of the refund. */
  refundedOn: z.string(),
});
export type RefundedInvoicePayment = z.infer<typeof refundedInvoicePaymentSchema>;

export const invoiceSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  customer: invoiceCustomerRecordSchema,
  dateIssued: z.string(),
  dateDue: z.string(),
  /** As the provider sees it today: 'overdue' when unpaid and past due. */
  status: z.enum(INVOICE_STATUSES),
  lineItems: z.array(lineItemSchema),
  amountCents: z.number().int(),
  notes: z.string(),
  terms: z.string(),
  rentalId: z.string().optional(),
  paymentDate: z.string().optional(),
  paymentMethod: z.enum(INVOICE_PAYMENT_METHODS).optional(),
  /** Paid online: the payment (intent) that paid it. */
  paymentTransactionId: z.string().optional(),
  /** The key of the invoice's pay link (shared/invoice-payment.ts), made when it is first e-mailed. */
  payKey: z.string().optional(),
  lastSentAt: z.string().optional(),
  reminderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The rental whose final charge (after pickup: tons, late days, swaps) this invoice bills. Not its
   * rentalId: it bills what came after the booking, so the booking's own payment stays revenue.
   */
  finalChargeOf: z.string().optional(),
  /** Card payments refunded instead of paying it, oldest first: on the one invoice read (GET /api/provider/invoices/{invoiceId}), when there are any. */
  refundedPayments: z.array(refundedInvoicePaymentSchema).optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A page of invoices, newest issue date first. */
export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  nextCursor: nextCursorSchema,
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

/** Answers of the invoice writes: the invoice and the spec's confirmation. */
export const invoiceSavedSchema = z.object({ invoice: invoiceSchema, message: z.string() });
export type InvoiceSaved = z.infer<typeof invoiceSavedSchema>;

// ---- Expenses --------------------------------------------------------------------------------

export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const RECEIPT_MAX_BYTES = UPLOAD_MAX_BYTES;

const expenseFields = {
  category: z.enum(EXPENSE_CATEGORIES, { error: M.categoryRequired }),
  vendor: text(200),
  amountCents: z
    .number({ error: M.validAmountRequired })
    .int(M.validAmountRequired)
    .positive(M.validAmountRequired)
    .max(MAX_CENTS, M.validAmountRequired),
  date: requiredCalendarDate(M.dateRequired),
  description: text(2000),
  recurring: z.boolean().default(false),
  recurringFrequency: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z.enum(RECURRING_FREQUENCIES, { error: M.frequencyRequired }).optional(),
  ),
  taxDeductible: z.boolean().default(true),
  /** The key a receipt upload answered; absent for no receipt (on edit: the receipt is removed). */
  receiptKey: z.preprocess((value) => (blank(value) ? undefined : value), z.string().trim().max(300).optional()),
};

const frequencyWhenRecurring = (input: { recurring: boolean; recurringFrequency?: string }) =>
  !input.recurring || input.recurringFrequency !== undefined;

export const createExpenseSchema = z
  .object(expenseFields)
  .refine(frequencyWhenRecurring, { message: M.frequencyRequired, path: ['recurringFrequency'] });
export type CreateExpenseInput = z.output<typeof createExpenseSchema>;

export const updateExpenseSchema = z
  .object({
    ...expenseFields,
    expectedUpdatedAt: z.string({ error: M.expenseChangedMeanwhile }).trim().min(1, M.expenseChangedMeanwhile).max(40),
  })
  .refine(frequencyWhenRecurring, { message: M.frequencyRequired, path: ['recurringFrequency'] });
export type UpdateExpenseInput = z.output<typeof updateExpenseSchema>;

export const expenseParamsSchema = z.object({ expenseId: z.string().trim().min(1).max(64) });

/** GET /api/provider/expenses: dated from `from` to `to`, in one category, searched by vendor or description, a page at a time. */
export const expensesQuerySchema = z
  .object({ ...dateRangeQueryFields, category: z.enum(EXPENSE_CATEGORIES).optional(), search: searchQueryField, ...pageQueryFields })
  .refine(fromNotAfterTo, { message: M.invalidRange, path: ['from'] });
export type ExpensesQuery = z.output<typeof expensesQuerySchema>;

export const expenseSchema = z.object({
  expenseId: z.string(),
  providerId: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  vendor: z.string(),
  amountCents: z.number().int(),
  date: z.string(),
  description: z.string(),
  recurring: z.boolean(),
  recurringFrequency: z.enum(RECURRING_FREQUENCIES).optional(),
  taxDeductible: z.boolean(),
  receiptKey: z.string().optional(),
  hasReceipt: z.boolean(),
  /** Detail answers only: a five-minute download link to the private receipt. */
  receiptUrl: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** A page of expenses, newest date first. */
export const expensesResponseSchema = z.object({ expenses: z.array(expenseSchema), nextCursor: nextCursorSchema });
export type ExpensesResponse = z.infer<typeof expensesResponseSchema>;

export const expenseSavedSchema = z.object({ expense: expenseSchema, message: z.string() });
export type ExpenseSaved = z.infer<typeof expenseSavedSchema>;

export const receiptUploadRequestSchema = z.object({
  contentType: z.string({ error: M.receiptInvalid }).trim().toLowerCase().min(1, M.receiptInvalid).max(100),
  size: z.number({ error: M.receiptInvalid }).int().positive(M.receiptInvalid),
});
export type ReceiptUploadRequest = z.output<typeof receiptUploadRequestSchema>;

export const receiptUploadSchema = z.object({
  key: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type ReceiptUpload = z.infer<typeof receiptUploadSchema>;

// ---- Periods, dashboard and reports ----------------------------------------------------------

export const dateRangeSchema = z.object({ from: z.string(), to: z.string() });
export type DateRange = z.infer<typeof dateRangeSchema>;

export const FINANCIAL_PERIODS = ['week', 'month', 'quarter', 'year', 'last_year', 'custom'] as const;
export type FinancialPeriod = (typeof FINANCIAL_PERIODS)[number];

export const financialsQuerySchema = z
  .object({
    period: z.enum(FINANCIAL_PERIODS, { error: `Period must be one of ${FINANCIAL_PERIODS.join(', ')}` }).default('month'),
    ...dateRangeQueryFields,
  })
  .refine((query) => query.period !== 'custom' || (query.from !== undefined && query.to !== undefined), {
    message: M.customRangeRequired,
    path: ['from'],
  })
  .refine(fromNotAfterTo, { message: M.invalidRange, path: ['from'] })
  .refine((query) => query.period !== 'custom' || !query.from || !query.to || Number(query.to.slice(0, 4)) - Number(query.from.slice(0, 4)) <= 10, {
    message: M.customRangeTooLong,
    path: ['to'],
  });
export type FinancialsQuery = z.output<typeof financialsQuerySchema>;

const figures = {
  revenueCents: z.number().int(),
  expensesCents: z.number().int(),
  profitCents: z.number().int(),
  estimatedTaxCents: z.number().int(),
};

const financialPointSchema = z.object({
  label: z.string(),
  /** First day of the bucket (YYYY-MM-DD). */
  start: z.string(),
  revenueCents: z.number().int(),
  expensesCents: z.number().int(),
});

/** Percent change from the previous period, one decimal; null when the previous figure was 0. */
const change = z.number().nullable();

export const financialDashboardSchema = z.object({
  period: z.enum(FINANCIAL_PERIODS),
  range: dateRangeSchema,
  ...figures,
  outstandingCents: z.number().int(),
  outstandingCount: z.number().int(),
  previous: z.object({ range: dateRangeSchema, ...figures }),
  change: z.object({ revenue: change, expenses: change, profit: change, estimatedTax: change }),
  series: z.array(financialPointSchema),
  expensesByCategory: z.array(z.object({ category: z.enum(EXPENSE_CATEGORIES), amountCents: z.number().int() })),
});
export type FinancialDashboard = z.infer<typeof financialDashboardSchema>;

export const REPORT_TITLES: Record<ReportType, string> = {
  profit_loss: 'Profit & Loss Statement',
  balance_sheet: 'Balance Sheet (simplified)',
  cash_flow: 'Cash Flow Statement',
  tax_summary: 'Tax Summary',
  service_areas: 'Service Area Performance',
  dumpster_types: 'Dumpster Type Performance',
};

export const createReportSchema = z.object({
  type: z.enum(REPORT_TYPES, { error: `Report type must be one of ${REPORT_TYPES.join(', ')}` }),
  period: z.enum(REPORT_PERIODS, { error: `Period must be one of ${REPORT_PERIODS.join(', ')}` }),
});
export type CreateReportInput = z.output<typeof createReportSchema>;

export const reportParamsSchema = z.object({ reportId: z.string().trim().min(1).max(64) });

/** How a column's values are written: cents become dollars in CSV and PDF. */
const REPORT_COLUMN_KINDS = ['text', 'cents', 'count'] as const;

export const reportDataSchema = z.object({
  columns: z.array(z.object({ key: z.string(), label: z.string(), kind: z.enum(REPORT_COLUMN_KINDS) })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** Named totals of the report (cents unless the name says otherwise). */
  totals: z.record(z.string(), z.number()),
  notes: z.array(z.string()),
});
export type ReportData = z.infer<typeof reportDataSchema>;

export const financialReportSchema = z.object({
  reportId: z.string(),
  providerId: z.string(),
  title: z.string(),
  type: z.enum(REPORT_TYPES),
  period: z.enum(REPORT_PERIODS),
  dateRange: dateRangeSchema,
  generatedAt: z.string(),
  data: reportDataSchema,
});
export type FinancialReport = z.infer<typeof financialReportSchema>;

/** GET /api/provider/reports: one type, a page at a time, newest first. */
export const financialReportsQuerySchema = z.object({ type: z.enum(REPORT_TYPES).optional(), ...pageQueryFields });
export type FinancialReportsQuery = z.output<typeof financialReportsQuerySchema>;

/** A page of reports without their figures (a report's page reads those). */
export const financialReportsResponseSchema = z.object({
  reports: z.array(financialReportSchema.omit({ data: true })),
  nextCursor: nextCursorSchema,
});
export type FinancialReportsResponse = z.infer<typeof financialReportsResponseSchema>;
