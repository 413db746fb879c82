// Sending an invoice, or a reminder, to the customer: a real e-mail (SES; the outbox locally) with
// the invoice as a PDF attachment and the link that pays it online (shared/invoice-payment.ts). Only unpaid invoices (overdue included) are sent. The send is
// recorded afterwards (lastSentAt, and reminderCount for reminders) with an atomic ADD, so two
// concurrent reminders count two.
import { formatCalendarDate } from '../../../shared/calendar-date';
import { formatUsd } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone';
import { FINANCIAL_MESSAGES as M, type InvoiceEmailKind, type InvoiceSaved } from '../../../shared/schemas/financials';
import { conflict, invalid } from '../../platform/errors';
import type { FinancialsDeps } from '../deps';
import { invoicePdf, type InvoiceIssuer } from '../documents/invoice-pdf';
import type { StoredInvoice } from '../ledger';
import { financialDate } from '../../../shared/financial-periods';
import { invoicePayUrl } from '../../../shared/invoice-payment';
import { isConditionalCheckFailure } from '../../platform/data/conditional-write';
import { newLinkKey } from '../../platform/link-keys';
import { invoiceView } from './invoice-record';
import { ownInvoice } from './invoices';

export function invoiceEmailText(kind: InvoiceEmailKind, invoice: ReturnType<typeof invoiceView>, issuer: InvoiceIssuer, payUrl?: string) {
  const amount = formatUsd(invoice.amountCents);
  // "Nov 24, 2026", as the attached PDF and the provider's screens write it.
  const due = formatCalendarDate(invoice.dateDue);
  const overdue = invoice.status === 'overdue';
  const subject =
    kind === 'invoice'
      ? `Invoice ${invoice.invoiceNumber} from ${issuer.businessName}`
      : `${overdue ? 'Overdue' : 'Reminder'}: invoice ${invoice.invoiceNumber} from ${issuer.businessName}`;
  const opening =
    kind === 'invoice'
      ? `Please find attached invoice ${invoice.invoiceNumber} for ${amount}, due ${due}.`
      : overdue
        ? `This is a reminder that invoice ${invoice.invoiceNumber} for ${amount} was due ${due} and is now overdue.`
        : `This is a friendly reminder that invoice ${invoice.invoiceNumber} for ${amount} is due ${due}.`;
  const contact = [issuer.phone && formatPhone(issuer.phone), issuer.email].filter(Boolean).join(' or ');
  const text = [
    `Hello ${invoice.customer.name},`,
    '',
    opening,
    '',
    ...(payUrl ? [`Pay online by card: ${payUrl}`, ''] : []),
    ...(invoice.terms ? [`Terms: ${invoice.terms}`, ''] : []),
    contact ? `Questions? Reach ${issuer.businessName} at ${contact}.` : `Questions? Reply to ${issuer.businessName}.`,
    '',
    'Thank you,',
    issuer.businessName,
  ].join('\n');
  return { subject, text };
}

async function issuerOf(deps: Pick<FinancialsDeps, 'store'>, stored: StoredInvoice): Promise<InvoiceIssuer> {
  const { data: profile } = await deps.store.entities.providerProfile.get({ providerId: stored.providerId }).go();
  return profile
    ? { businessName: profile.businessName, email: profile.email, phone: profile.phone, address: profile.address }
    : { businessName: stored.providerName };
}

/** The invoice's PDF for download, named by its number. */
export async function invoicePdfFile(deps: FinancialsDeps, providerId: string, invoiceId: string): Promise<{ filename: string; bytes: Buffer }> {
  const stored = await ownInvoice(deps.store, providerId, invoiceId);
  const invoice = invoiceView(stored, financialDate(deps.clock()));
  return { filename: `${invoice.invoiceNumber}.pdf`, bytes: invoicePdf(invoice, await issuerOf(deps, stored)) };
}

/** The invoice's pay-link key; an invoice made before pay links gets one now (once, whoever asks first). */
async function payKeyOf(deps: Pick<FinancialsDeps, 'store'>, stored: StoredInvoice): Promise<string> {
  if (stored.payKey) return stored.payKey;
  try {
    await deps.store.entities.invoice
      .patch({ invoiceId: stored.invoiceId })
      .set({ payKey: newLinkKey() })
      .where((attributes, { notExists }) => notExists(attributes.payKey))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
  const { data } = await deps.store.entities.invoice.get({ invoiceId: stored.invoiceId }).go({ consistent: true });
  return data!.payKey!;
}

/**
 * E-mails the invoice (or a reminder) with its PDF and the link that pays it online, on the site's
 * origin the provider works on (`origin`).
 */
export async function sendInvoiceEmail(
  deps: Pick<FinancialsDeps, 'store' | 'email' | 'clock'>,
  providerId: string,
  invoiceId: string,
  kind: InvoiceEmailKind,
  origin: string,
): Promise<InvoiceSaved> {
  const { store } = deps;
  const stored = await ownInvoice(store, providerId, invoiceId);
  if (stored.status !== 'unpaid') throw conflict(M.invoiceNotSendable);
  if (!stored.customer.email) throw invalid(M.customerEmailRequired, { 'customer.email': M.customerEmailRequired });
  const [issuer, payKey] = await Promise.all([issuerOf(deps, stored), payKeyOf(deps, stored)]);
  const invoice = invoiceView(stored, financialDate(deps.clock()));
  const { subject, text } = invoiceEmailText(kind, invoice, issuer, invoicePayUrl(origin, invoiceId, payKey));
  await deps.email().sendEmail({
    to: stored.customer.email,
    subject,
    text,
    attachments: [{ filename: `${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', content: invoicePdf(invoice, issuer).toString('base64') }],
  });
  const sentAt = deps.clock().toISOString();
  // Recording the send does not touch updatedAt: an edit open in another tab stays valid.
  const update = store.entities.invoice.patch({ invoiceId }).set({ lastSentAt: sentAt });
  const { data } = await (kind === 'reminder' ? update.add({ reminderCount: 1 }) : update).go({ response: 'all_new' });
  return {
    invoice: invoiceView(data, financialDate(deps.clock())),
    message: kind === 'invoice' ? M.invoiceSent : M.reminderSent,
  };
}
