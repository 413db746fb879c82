// What an order notification says: the spec's payload fields, and per event type the e-mail
// (subject, text, HTML) and text message for the customer and for the provider. A refund at the
// payment provider is told to both; a dispute (the customer's own chargeback) to the provider only.
import { formatUsd } from '../../shared/money';
import { deliveryDateLabel } from '../../shared/rental-eta';
import type { Rental } from '../../shared/schemas/rental';
import type { RentalEventType } from '../platform/events/rental-events';
import type { EmailMessage } from '../platform/messaging/message';

export interface ProviderContact {
  providerId: string;
  name: string;
  email: string;
  phone: string;
}

/** The order notification payload of the spec (money in cents here). */
export interface OrderNotificationPayload {
  rentalId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  providerId: string;
  providerName: string;
  providerEmail: string;
  providerPhone: string;
  dumpsterSize: string;
  dumpsterType: string;
  startDate: string;
  endDate: string;
  deliveryAddress: Rental['deliveryAddress'];
  totalPriceCents: number;
  addOns: Rental['addOns'];
}

export function orderNotificationPayload(rental: Rental, provider: ProviderContact | undefined): OrderNotificationPayload {
  return {
    rentalId: rental.rentalId,
    customerName: rental.customerName,
    customerEmail: rental.customerEmail,
    customerPhone: rental.customerPhone,
    providerId: rental.providerId,
    providerName: provider?.name ?? rental.providerName,
    providerEmail: provider?.email ?? '',
    providerPhone: provider?.phone ?? '',
    dumpsterSize: rental.dumpsterSize,
    dumpsterType: rental.dumpsterType,
    startDate: rental.startDate,
    endDate: rental.endDate,
    deliveryAddress: rental.deliveryAddress,
    totalPriceCents: rental.totalPriceCents,
    addOns: rental.addOns,
  };
}

/** The order number customers see: the first 8 characters of the id, upper case. */
export const orderNumber = (rentalId: string) => rentalId.slice(0, 8).toUpperCase();

/** US phone numbers to E.164 (+1); undefined when the value is not a US number. */
export function toE164(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

type OrderEventType = Exclude<RentalEventType, PaymentEventType>;
type PaymentEventType = 'rental.refunded' | 'rental.disputed' | 'rental.dispute_closed';

const HEADLINES: Record<OrderEventType, { customer: string; provider: string }> = {
  'rental.created': { customer: 'We received your rental request', provider: 'New rental request' },
  'rental.approved': { customer: 'Your rental is approved', provider: 'You approved a rental' },
  'rental.rejected': { customer: 'Your rental request was declined', provider: 'You declined a rental request' },
  'rental.cancelled': { customer: 'Your rental is cancelled', provider: 'A rental was cancelled' },
  'rental.completed': { customer: 'Your rental is complete', provider: 'Rental completed' },
};

/** What the payment provider reported, as the rental records it (payment events only). */
export interface PaymentNotice {
  refundedCents: number;
  /** Refunded in full. */
  fullRefund: boolean;
  /** The refund cancelled the rental (it had not been delivered). */
  cancelled: boolean;
  disputeAmountCents?: number;
  disputeReason?: string;
  disputeLost?: boolean;
}

/** The customer's headline is absent where the customer is not written to (their own dispute). */
function paymentHeadlines(type: PaymentEventType, notice: PaymentNotice): { customer?: string; provider: string } {
  switch (type) {
    case 'rental.refunded':
      if (notice.cancelled) return { customer: 'Your payment was refunded and your rental is cancelled', provider: 'A payment was refunded and the rental cancelled' };
      if (notice.fullRefund) return { customer: 'Your payment was refunded', provider: 'A payment was refunded in full' };
      return { customer: 'Part of your payment was refunded', provider: 'A payment was partly refunded' };
    case 'rental.disputed':
      return { provider: 'A payment was disputed' };
    case 'rental.dispute_closed':
      return { provider: notice.disputeLost ? 'Dispute lost: the payment was taken back' : 'Dispute won: the payment stands' };
  }
}

const isPaymentEvent = (type: RentalEventType): type is PaymentEventType => !(type in HEADLINES);

export interface OrderMessages {
  customerEmail: EmailMessage | undefined;
  providerEmail: EmailMessage | undefined;
  /** Absent where the customer is not told. */
  customerSms: string | undefined;
  providerSms: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function paymentLines(notice: PaymentNotice | undefined): [string, string][] {
  if (!notice) return [];
  return [
    ...(notice.refundedCents > 0 ? ([['Refunded', formatUsd(notice.refundedCents)]] as [string, string][]) : []),
    ...(notice.disputeAmountCents !== undefined ? ([['Disputed', formatUsd(notice.disputeAmountCents)]] as [string, string][]) : []),
    ...(notice.disputeReason ? ([['Dispute reason', notice.disputeReason.replace(/_/g, ' ')]] as [string, string][]) : []),
  ];
}

function details(payload: OrderNotificationPayload, eta: string | undefined, refundCents: number | undefined): [string, string][] {
  const address = payload.deliveryAddress;
  const addOns = Object.entries(payload.addOns)
    .filter(([, value]) => value !== false && value !== '')
    .map(([name, value]) => (value === true ? name : `${name}: ${value}`));
  return [
    ['Order', orderNumber(payload.rentalId)],
    ['Dumpster', `${payload.dumpsterSize} Yard ${payload.dumpsterType}`],
    ['Delivery', deliveryDateLabel(payload.startDate)],
    ['Pickup', deliveryDateLabel(payload.endDate)],
    ...(eta ? ([['Estimated delivery', eta]] as [string, string][]) : []),
    ['Delivery address', [address.street, address.city, `${address.state} ${address.zipCode}`].filter(Boolean).join(', ')],
    ['Total', formatUsd(payload.totalPriceCents)],
    ...(addOns.length ? ([['Add-ons', addOns.join(', ')]] as [string, string][]) : []),
    ...(refundCents ? ([['Refund', formatUsd(refundCents)]] as [string, string][]) : []),
    ['Customer', `${payload.customerName} ${payload.customerPhone} ${payload.customerEmail}`.trim()],
    ['Provider', `${payload.providerName} ${payload.providerPhone} ${payload.providerEmail}`.trim()],
  ];
}

function email(to: string, subject: string, greeting: string, lines: [string, string][]): EmailMessage | undefined {
  if (!to.trim()) return undefined;
  const text = [greeting, '', ...lines.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const rows = lines
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = `<!doctype html><html><body><p>${escapeHtml(greeting)}</p><table>${rows}</table></body></html>`;
  return { to, subject, text, html };
}

export function orderMessages(
  type: RentalEventType,
  payload: OrderNotificationPayload,
  context: { eta?: string; refundCents?: number; payment?: PaymentNotice },
): OrderMessages {
  const payment = context.payment ?? { refundedCents: 0, fullRefund: false, cancelled: false };
  const headline = isPaymentEvent(type) ? paymentHeadlines(type, payment) : HEADLINES[type];
  const number = orderNumber(payload.rentalId);
  const lines = isPaymentEvent(type) ? [...details(payload, context.eta, undefined), ...paymentLines(payment)] : details(payload, context.eta, context.refundCents);
  const size = `${payload.dumpsterSize} yd`;
  const when = context.eta ?? deliveryDateLabel(payload.startDate);
  return {
    customerEmail: headline.customer ? email(payload.customerEmail, `${headline.customer} (order ${number})`, `${headline.customer}.`, lines) : undefined,
    providerEmail: email(payload.providerEmail, `${headline.provider} (order ${number})`, `${headline.provider}.`, lines),
    customerSms: headline.customer ? `${headline.customer}: order ${number}, ${size} dumpster, delivery ${when}.` : undefined,
    providerSms: `${headline.provider}: order ${number}, ${size} for ${payload.customerName}, ${payload.deliveryAddress.zipCode}, delivery ${when}.`,
  };
}
