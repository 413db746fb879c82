// The invoice routes of the financials domain (policy 'provider': the caller is a signed-in provider).
import { operationsOf, respondFile } from '../../platform/http/operation';
import { siteOrigin } from '../../platform/http/site-origin';
import type { FinancialsDeps } from '../deps';
import { invoicePdfFile, sendInvoiceEmail } from './invoice-email';
import { cancelInvoice, createInvoice, getInvoice, listInvoices, markInvoicePaid, updateInvoice } from './invoices';

export const invoiceOperations = operationsOf<'financials'>()({
  listInvoices: ({ caller, query }, deps: FinancialsDeps) => listInvoices(deps, caller!.userId, query),
  createInvoice: ({ caller, body }, deps: FinancialsDeps) => createInvoice(deps, caller!.userId, body),
  getInvoice: ({ caller, params }, deps: FinancialsDeps) => getInvoice(deps, caller!.userId, params.invoiceId),
  updateInvoice: ({ caller, params, body }, deps: FinancialsDeps) => updateInvoice(deps, caller!.userId, params.invoiceId, body),
  markInvoicePaid: ({ caller, params, body }, deps: FinancialsDeps) =>
    markInvoicePaid(deps, caller!.userId, params.invoiceId, body),
  cancelInvoice: ({ caller, params }, deps: FinancialsDeps) => cancelInvoice(deps, caller!.userId, params.invoiceId),
  sendInvoiceEmail: ({ caller, params, body, headers }, deps: FinancialsDeps) =>
    sendInvoiceEmail(deps, caller!.userId, params.invoiceId, body.kind, siteOrigin(deps.siteUrl, headers)),
  getInvoicePdf: async ({ caller, params }, deps: FinancialsDeps) => {
    const { filename, bytes } = await invoicePdfFile(deps, caller!.userId, params.invoiceId);
    return respondFile(bytes, 'application/pdf', filename);
  },
});
