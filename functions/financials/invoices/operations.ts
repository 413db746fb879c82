// The invoice routes of the financials domain (policy 'provider': the caller is a signed-in provider).
import {
  createInvoiceSchema,
  invoiceEmailSchema,
  invoiceParamsSchema,
  invoicePaymentSchema,
  invoicesQuerySchema,
  updateInvoiceSchema,
} from '../../../shared/schemas/financials';
import { defineOperation, respond, respondFile } from '../../platform/http/operation';
import { siteOrigin } from '../../platform/http/site-origin';
import type { FinancialsDeps } from '../deps';
import { invoicePdfFile, sendInvoiceEmail } from './invoice-email';
import { cancelInvoice, createInvoice, getInvoice, listInvoices, markInvoicePaid, updateInvoice } from './invoices';

export const invoiceOperations = {
  listInvoices: defineOperation({ query: invoicesQuerySchema }, ({ caller, query }, deps: FinancialsDeps) =>
    listInvoices(deps, caller!.userId, query),
  ),
  createInvoice: defineOperation({ body: createInvoiceSchema }, async ({ caller, body }, deps: FinancialsDeps) =>
    respond(201, await createInvoice(deps, caller!.userId, body)),
  ),
  getInvoice: defineOperation({ params: invoiceParamsSchema }, ({ caller, params }, deps: FinancialsDeps) =>
    getInvoice(deps, caller!.userId, params.invoiceId),
  ),
  updateInvoice: defineOperation({ params: invoiceParamsSchema, body: updateInvoiceSchema }, ({ caller, params, body }, deps: FinancialsDeps) =>
    updateInvoice(deps, caller!.userId, params.invoiceId, body),
  ),
  markInvoicePaid: defineOperation({ params: invoiceParamsSchema, body: invoicePaymentSchema }, ({ caller, params, body }, deps: FinancialsDeps) =>
    markInvoicePaid(deps, caller!.userId, params.invoiceId, body),
  ),
  cancelInvoice: defineOperation({ params: invoiceParamsSchema }, ({ caller, params }, deps: FinancialsDeps) =>
    cancelInvoice(deps, caller!.userId, params.invoiceId),
  ),
  sendInvoiceEmail: defineOperation({ params: invoiceParamsSchema, body: invoiceEmailSchema }, ({ caller, params, body, headers }, deps: FinancialsDeps) =>
    sendInvoiceEmail(deps, caller!.userId, params.invoiceId, body.kind, siteOrigin(deps.siteUrl, headers)),
  ),
  getInvoicePdf: defineOperation({ params: invoiceParamsSchema }, async ({ caller, params }, deps: FinancialsDeps) => {
    const { filename, bytes } = await invoicePdfFile(deps, caller!.userId, params.invoiceId);
    return respondFile(bytes, 'application/pdf', filename);
  }),
};
