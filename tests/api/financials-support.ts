// What the financials API tests share: invoice and expense bodies, calls to the financials routes,
// the provider's "today" (the Pacific calendar date the server reads), and poppler checks of PDFs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { financialDate } from '../../shared/financial-periods';
import {
  expenseSavedSchema,
  financialDashboardSchema,
  invoiceSavedSchema,
  type ExpenseSaved,
  type FinancialDashboard,
  type InvoiceSaved,
} from '../../shared/schemas/financials';
import { api } from '../support/stack-client';

export const todayForProviders = () => financialDate(new Date());

export const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  customer: { name: 'Pat Builder', email: 'pat.builder@test.example', phone: '4065550100', address: '9 Pine St, Missoula, MT 59801' },
  dateIssued: todayForProviders(),
  lineItems: [{ description: '20 yard dumpster, one week', quantity: 1, unitPriceCents: 10_000 }],
  notes: 'Gate code 1234',
  ...overrides,
});

export const expenseBody = (overrides: Record<string, unknown> = {}) => ({
  category: 'Fuel',
  vendor: 'Missoula Fuel Co',
  amountCents: 12_000,
  date: todayForProviders(),
  description: 'Diesel for the roll-off truck',
  recurring: false,
  taxDeductible: true,
  ...overrides,
});

export async function postJson(token: string, pathname: string, body: unknown, method = 'POST'): Promise<Response> {
  return api(pathname, { method, token, body: JSON.stringify(body) });
}

export async function createInvoice(token: string, overrides: Record<string, unknown> = {}): Promise<InvoiceSaved> {
  const response = await postJson(token, '/api/provider/invoices', invoiceBody(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return invoiceSavedSchema.parse(await response.json());
}

export async function markPaid(token: string, invoiceId: string, paymentMethod = 'check'): Promise<InvoiceSaved> {
  const response = await postJson(token, `/api/provider/invoices/${invoiceId}/payment`, { paymentDate: todayForProviders(), paymentMethod });
  expect(response.status, await response.clone().text()).toBe(200);
  return invoiceSavedSchema.parse(await response.json());
}

export async function createExpense(token: string, overrides: Record<string, unknown> = {}): Promise<ExpenseSaved> {
  const response = await postJson(token, '/api/provider/expenses', expenseBody(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return expenseSavedSchema.parse(await response.json());
}

export async function financials(token: string, query = 'period=week'): Promise<FinancialDashboard> {
  const response = await api(`/api/provider/financials?${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return financialDashboardSchema.parse(await response.json());
}

export const hasPoppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdftoppm');

/** The PDF's text (pdftotext -layout) and how many pages pdftoppm renders. */
export function inspectPdf(bytes: Buffer): { text: string; pages: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'financials-api-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '30', file, path.join(dir, 'page')]);
  return { text, pages: readdirSync(dir).filter((name) => name.endsWith('.png')).length };
}
