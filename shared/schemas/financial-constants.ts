// The financials' enumerations without zod, so modules that only name them (financial periods,
// invoice pay links, the SPA's expense editor) do not carry the request schemas of
// shared/schemas/financials.ts.
/** Stored statuses; 'overdue' is never stored, it is derived on read (unpaid and past due). */
export const STORED_INVOICE_STATUSES = ['draft', 'unpaid', 'paid', 'cancelled'] as const;
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number];
export const INVOICE_STATUSES = ['draft', 'unpaid', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_PAYMENT_METHODS = ['cash', 'check', 'card', 'bank_transfer', 'other'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export const EXPENSE_CATEGORIES = [
  'Fuel',
  'Maintenance',
  'Insurance',
  'Permits',
  'Equipment',
  'Office',
  'Utilities',
  'Rent',
  'Salaries',
  'Marketing',
  'Software',
  'Travel',
  'Meals',
  'Other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const RECURRING_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'annually'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const REPORT_TYPES = ['profit_loss', 'balance_sheet', 'cash_flow', 'tax_summary', 'service_areas', 'dumpster_types'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_PERIODS = ['week', 'month', 'quarter', 'year', 'ytd', 'last_year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/**
 * The financials' clock: "today" is read on the Pacific clock, the last contiguous-US zone to turn
 * over, so no provider sees an invoice turn overdue or a period roll over before their own day has
 * ended; forms default their dates to the same day, so a new entry lands in the period shown.
 */
export const FINANCIALS_TIME_ZONE = 'America/Los_Angeles';
