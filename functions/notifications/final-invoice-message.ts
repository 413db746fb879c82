// The final invoice's messages (rental.final_invoice, functions/billing): the customer is told the
// overage after pickup and how it was settled, by e-mail and text: "Your final invoice for order
// #465E0190: $89.05, charged to your card", or "...: $89.05 due, pay here: <pay link>"; the provider
// by e-mail and text with the invoice's number. They go through the same senders as every order
// message, so a STOP still silences the text.
import { formatUsd } from '../../shared/money';
import { orderNumber } from '../../shared/order-wording';
import type { FinalBilling } from '../../shared/schemas/final-billing';
import type { RentalEventType } from '../platform/events/rental-events';
import type { EmailMessage } from '../platform/messaging/message';
import type { OrderMessages, OrderNotificationPayload } from './order-notification';
import { escapeHtml } from '../platform/messaging/escape-html';

export interface FinalInvoiceNotice {
  finalBilling: FinalBilling;
  /** The invoice's pay link, while it is due. */
  payUrl?: string;
}


function email(to: string, subject: string, greeting: string, lines: [string, string][]): EmailMessage | undefined {
  if (!to.trim()) return undefined;
  const text = [greeting, '', ...lines.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const rows = lines.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  return { to, subject, text, html: `<!doctype html><html><body><p>${escapeHtml(greeting)}</p><table>${rows}</table></body></html>` };
}

/** The customer's sentence: what was charged, or what is due and where to pay it. */
export function finalInvoiceSentence(rentalId: string, notice: FinalInvoiceNotice): string {
  const { finalBilling, payUrl } = notice;
  const head = `Your final invoice for order #${orderNumber(rentalId)}: ${formatUsd(finalBilling.totalCents)}`;
  if (finalBilling.status === 'charged') return `${head}, charged to your card`;
  return payUrl ? `${head} due, pay here: ${payUrl}` : `${head} due`;
}

/** A final invoice's messages in place of the generic ones; any other event's as they are. */
export function finalInvoiceMessages(
  type: RentalEventType,
  payload: OrderNotificationPayload,
  notice: FinalInvoiceNotice | undefined,
  messages: OrderMessages,
): OrderMessages {
  if (type !== 'rental.final_invoice' || !notice || notice.finalBilling.status === 'none') return messages;
  const { finalBilling } = notice;
  const number = orderNumber(payload.rentalId);
  const invoice = finalBilling.invoiceNumber ?? 'Final invoice';
  const charged = finalBilling.status === 'charged';
  const lines: [string, string][] = [
    ['Order', `#${number}`],
    ['Invoice', invoice],
    ...finalBilling.lines.map((line): [string, string] => [line.label, formatUsd(line.cents)]),
    ['Total', formatUsd(finalBilling.totalCents)],
    ['Status', charged ? 'Charged to the card used at checkout' : 'Due'],
  ];
  const sentence = finalInvoiceSentence(payload.rentalId, notice);
  const providerSentence = `${invoice} for order #${number} (${payload.customerName}): ${formatUsd(finalBilling.totalCents)}, ${charged ? 'charged to the saved card' : 'card not charged, invoice sent with its pay link'}`;
  return {
    customerEmail: email(payload.customerEmail, `Your final invoice for order #${number}`, `${sentence}.`, notice.payUrl && !charged ? [...lines, ['Pay online', notice.payUrl]] : lines),
    providerEmail: email(payload.providerEmail, `${invoice}: final charge for order #${number}`, `${providerSentence}.`, lines),
    customerSms: `${sentence}.`,
    providerSms: `${providerSentence}.`,
  };
}
