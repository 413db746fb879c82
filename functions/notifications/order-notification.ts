// What an order notification says: the spec's payload fields, and per event type the e-mail
// (subject, text, HTML) and text message for the customer and for the provider. A refund at the
// payment provider is told to both; a dispute (the customer's own chargeback) to the provider only.
// The job's steps: the approval tells the customer the delivery is scheduled (with the window the
// provider promised), delivery and pickup are told to both, and the customer's own requests (a
// pickup, a swap) are planned by the provider and confirmed to the customer with the day asked for.
// Words come from the shared formatters (shared/order-wording.ts, money, phone, dates), the same
// as on the order's screens; the customer's messages carry the order's manage link.
import { formatUsd } from '../../shared/money';
import { addOnLabels, deliveryWindowLabel, isAwaitingProvider, orderNumber, productInBrief, RENT_REQUEST_WORDING, rentalTitle } from '../../shared/order-wording';
import { formatPhone } from '../../shared/phone';
import { deliveryDateLabel } from '../../shared/rental-eta';
import type { RentalSwap } from '../../shared/schemas/dispatch';
import type { Rental } from '../../shared/schemas/rental';
import type { RentalEventType } from '../platform/events/rental-events';
import type { EmailMessage } from '../platform/messaging/message';
import { escapeHtml } from '../platform/messaging/escape-html';

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
  /** The quote's lines as charged; absent on orders from before they were kept. */
  priceLines?: Rental['priceLines'];
  addOns: Rental['addOns'];
  /** Where the order stands: a rent request awaiting the provider reads differently from a paid booking. */
  status: Rental['status'];
  paymentStatus: Rental['paymentStatus'];
  /** The delivery window the provider promised when scheduling it. */
  deliveryTimeWindow?: Rental['deliveryTimeWindow'];
  /** The pickup date the customer asked for with a pickup request. */
  requestedPickupDate?: string;
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
    ...(rental.priceLines ? { priceLines: rental.priceLines } : {}),
    addOns: rental.addOns,
    status: rental.status,
    paymentStatus: rental.paymentStatus,
    ...(rental.deliveryTimeWindow ? { deliveryTimeWindow: rental.deliveryTimeWindow } : {}),
    ...(rental.requestedPickupDate ? { requestedPickupDate: rental.requestedPickupDate } : {}),
  };
}

/** US phone numbers to E.164 (+1); undefined when the value is not a US number. */
export function toE164(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

type OrderEventType = Exclude<RentalEventType, PaymentEventType>;
type PaymentEventType = 'rental.refunded' | 'rental.disputed' | 'rental.dispute_closed';

/** The customer's headline is absent where the customer is not written to. */
const HEADLINES: Record<Exclude<OrderEventType, 'rental.created'>, { customer?: string; provider: string }> = {
  'rental.approved': { customer: 'Your rental is approved and its delivery scheduled', provider: 'You approved a rental and scheduled its delivery' },
  'rental.rejected': { customer: 'Your rental request was declined', provider: 'You declined a rental request' },
  'rental.cancelled': { customer: 'Your rental is cancelled', provider: 'A rental was cancelled' },
  'rental.completed': { customer: 'Your rental is complete', provider: 'Rental completed' },
  'rental.delivered': { customer: 'Your dumpster was delivered', provider: 'You marked a dumpster delivered' },
  'rental.pickup_requested': { customer: 'Pickup scheduled', provider: 'Pickup requested' },
  'rental.picked_up': { customer: 'Your dumpster was picked up', provider: 'You marked a dumpster picked up' },
  'rental.extended': { customer: 'Your rental is extended', provider: 'A rental was extended to a later pickup' },
  /** Worded in full by final-invoice-message.ts, from the rental's final billing. */
  'rental.final_invoice': { customer: 'Your final invoice', provider: 'Final invoice' },
  'rental.swap_requested': { customer: 'Swap scheduled', provider: 'Swap requested' },
  'rental.on_the_way': { customer: 'Your driver is on the way', provider: 'A driver is on the way' },
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

/** A paid checkout is booked when it is recorded; a rent request only reaches the provider. */
function createdHeadlines(payload: OrderNotificationPayload): { customer: string; provider: string } {
  return isAwaitingProvider(payload)
    ? { customer: `We sent your rental request to ${payload.providerName}`, provider: 'New rental request' }
    : { customer: 'Your rental is booked and paid', provider: 'New paid booking' };
}

function orderHeadlines(type: OrderEventType, payload: OrderNotificationPayload): { customer?: string; provider: string } {
  return type === 'rental.created' ? createdHeadlines(payload) : HEADLINES[type];
}

const PAYMENT_EVENTS: readonly RentalEventType[] = ['rental.refunded', 'rental.disputed', 'rental.dispute_closed'];
const isPaymentEvent = (type: RentalEventType): type is PaymentEventType => PAYMENT_EVENTS.includes(type);

export interface OrderMessages {
  customerEmail: EmailMessage | undefined;
  providerEmail: EmailMessage | undefined;
  /** Absent where the customer is not told. */
  customerSms: string | undefined;
  providerSms: string;
}


function paymentLines(notice: PaymentNotice | undefined): [string, string][] {
  if (!notice) return [];
  return [
    ...(notice.refundedCents > 0 ? ([['Refunded', formatUsd(notice.refundedCents)]] as [string, string][]) : []),
    ...(notice.disputeAmountCents !== undefined ? ([['Disputed', formatUsd(notice.disputeAmountCents)]] as [string, string][]) : []),
    ...(notice.disputeReason ? ([['Dispute reason', notice.disputeReason.replace(/_/g, ' ')]] as [string, string][]) : []),
  ];
}

const contact = (name: string, phone: string, email: string) => [name, phone && formatPhone(phone), email].filter(Boolean).join(', ');

function details(payload: OrderNotificationPayload, eta: string | undefined, refundCents: number | undefined): [string, string][] {
  const address = payload.deliveryAddress;
  const addOns = addOnLabels(payload.addOns);
  const window = payload.deliveryTimeWindow ?? deliveryWindowLabel(payload.addOns);
  const optional = (label: string, value: string | undefined): [string, string][] => (value ? [[label, value]] : []);
  return [
    ['Order', orderNumber(payload.rentalId)],
    ['Dumpster', rentalTitle(payload)],
    ['Delivery', deliveryDateLabel(payload.startDate)],
    ...optional('Delivery window', window),
    ['Pickup', deliveryDateLabel(payload.endDate)],
    ...optional('Pickup requested for', payload.requestedPickupDate && deliveryDateLabel(payload.requestedPickupDate)),
    ...optional('Estimated delivery', eta),
    ['Delivery address', [address.street, address.city, `${address.state} ${address.zipCode}`].filter(Boolean).join(', ')],
    // The receipt itemizes the quote it was charged (the lines sum to the total).
    ...(payload.priceLines ?? []).map((line): [string, string] => [line.label, formatUsd(line.cents)]),
    [isAwaitingProvider(payload) ? 'Price quoted' : 'Total', formatUsd(payload.totalPriceCents)],
    ...optional('Add-ons', addOns.join(', ')),
    ...optional('Refund', refundCents ? formatUsd(refundCents) : undefined),
    ['Customer', contact(payload.customerName, payload.customerPhone, payload.customerEmail)],
    ['Provider', contact(payload.providerName, payload.providerPhone, payload.providerEmail)],
  ];
}

/** What a cancellation (the customer's, or the provider's rejection) did with the money, in the customer's text. */
function cancellationMoney(payload: OrderNotificationPayload, refundCents: number | undefined): string {
  if (refundCents) return ` Refund: ${formatUsd(refundCents)} to your card.`;
  return payload.paymentStatus === 'unpaid' ? ' Nothing was charged.' : '';
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

export interface OrderMessageContext {
  eta?: string;
  refundCents?: number;
  payment?: PaymentNotice;
  /** The order's manage link (absolute): in the customer's e-mail and text, never the provider's. */
  manageUrl?: string;
  /** The swap a rental.swap_requested event is about. */
  swap?: Pick<RentalSwap, 'date' | 'feeCents'>;
}

/** The texts of the job's steps after delivery name the pickup instead of the delivery. */
const JOB_STEP_TEXTS: Partial<Record<RentalEventType, (payload: OrderNotificationPayload) => string>> = {
  'rental.delivered': (payload) => ` Pickup ${deliveryDateLabel(payload.endDate)}.`,
  'rental.pickup_requested': (payload) => ` Pickup ${deliveryDateLabel(payload.requestedPickupDate ?? payload.endDate)}.`,
  'rental.picked_up': () => '',
  'rental.swap_requested': () => '',
  'rental.on_the_way': (payload) => (payload.deliveryTimeWindow ? ` Window ${payload.deliveryTimeWindow}.` : ''),
};

/**
 * The customer's own requests are confirmed to them with the day they asked for (and a swap's fee,
 * which is not charged now): the subject's words and the sentence that opens the e-mail and text.
 */
const REQUEST_CONFIRMATIONS: Partial<Record<RentalEventType, (payload: OrderNotificationPayload, context: OrderMessageContext) => { subject: string; sentence: string }>> = {
  'rental.pickup_requested': (payload) => {
    const subject = `Pickup scheduled for ${deliveryDateLabel(payload.requestedPickupDate ?? payload.endDate)}`;
    return { subject, sentence: subject };
  },
  'rental.swap_requested': (_payload, { swap }) => {
    if (!swap) return { subject: 'Swap scheduled', sentence: 'Swap scheduled' };
    const subject = `Swap scheduled for ${deliveryDateLabel(swap.date)}`;
    return { subject, sentence: `${subject}: ${formatUsd(swap.feeCents)}, billed with your final charge` };
  },
};

/** A swap's day and fee, for the provider to plan the truck by and the customer to read back. */
function swapLines(swap: OrderMessageContext['swap']): [string, string][] {
  return swap ? [['Swap date', deliveryDateLabel(swap.date)], ['Swap fee', formatUsd(swap.feeCents)]] : [];
}

/** The provider's text of a swap request: the day, the address the truck goes to and the fee. */
function swapProviderText(payload: OrderNotificationPayload, swap: OrderMessageContext['swap']): string {
  if (!swap) return '';
  const address = payload.deliveryAddress;
  const where = [address.street, address.city, `${address.state} ${address.zipCode}`].filter(Boolean).join(', ');
  return ` Swap ${deliveryDateLabel(swap.date)} at ${where}, fee ${formatUsd(swap.feeCents)}.`;
}

export function orderMessages(type: RentalEventType, payload: OrderNotificationPayload, context: OrderMessageContext): OrderMessages {
  const payment = context.payment ?? { refundedCents: 0, fullRefund: false, cancelled: false };
  const headline = isPaymentEvent(type) ? paymentHeadlines(type, payment) : orderHeadlines(type, payload);
  const number = orderNumber(payload.rentalId);
  const lines = isPaymentEvent(type)
    ? [...details(payload, context.eta, undefined), ...paymentLines(payment)]
    : [...details(payload, context.eta, context.refundCents), ...(type === 'rental.swap_requested' ? swapLines(context.swap) : [])];
  const customerLines: [string, string][] = context.manageUrl ? [...lines, ['Manage your order', context.manageUrl]] : lines;
  const customerGreeting =
    type === 'rental.created' && isAwaitingProvider(payload) ? `${headline.customer}. ${RENT_REQUEST_WORDING.sent(payload.providerName)}` : `${headline.customer}.`;
  const product = productInBrief(payload);
  const when = context.eta ?? deliveryDateLabel(payload.startDate);
  const money = type === 'rental.cancelled' || type === 'rental.rejected' ? cancellationMoney(payload, context.refundCents) : '';
  const manage = context.manageUrl ? ` Manage: ${context.manageUrl}` : '';
  // An extension moves the pickup: the texts name the new one.
  const pickup = type === 'rental.extended' ? ` New pickup ${deliveryDateLabel(payload.endDate)}.` : '';
  const step = JOB_STEP_TEXTS[type];
  const confirmation = REQUEST_CONFIRMATIONS[type]?.(payload, context);
  if (confirmation) {
    return {
      customerEmail: email(payload.customerEmail, `${confirmation.subject} (order ${number})`, `${confirmation.sentence}.`, customerLines),
      providerEmail: email(payload.providerEmail, `${headline.provider} (order ${number})`, `${headline.provider}.`, lines),
      customerSms: `${confirmation.sentence}. Order ${number}, ${product}.${manage}`,
      providerSms: `${headline.provider}: order ${number}, ${product} for ${payload.customerName}, ${payload.deliveryAddress.zipCode}.${step?.(payload) ?? ''}${type === 'rental.swap_requested' ? swapProviderText(payload, context.swap) : ''}`,
    };
  }
  if (step) {
    return {
      customerEmail: headline.customer ? email(payload.customerEmail, `${headline.customer} (order ${number})`, customerGreeting, customerLines) : undefined,
      providerEmail: email(payload.providerEmail, `${headline.provider} (order ${number})`, `${headline.provider}.`, lines),
      customerSms: headline.customer ? `${headline.customer}: order ${number}, ${product}.${step(payload)}${manage}` : undefined,
      providerSms: `${headline.provider}: order ${number}, ${product} for ${payload.customerName}, ${payload.deliveryAddress.zipCode}.${step(payload)}`,
    };
  }
  return {
    customerEmail: headline.customer ? email(payload.customerEmail, `${headline.customer} (order ${number})`, customerGreeting, customerLines) : undefined,
    providerEmail: email(payload.providerEmail, `${headline.provider} (order ${number})`, `${headline.provider}.`, lines),
    customerSms: headline.customer ? `${headline.customer}: order ${number}, ${product}, delivery ${when}.${pickup}${money}${manage}` : undefined,
    providerSms: `${headline.provider}: order ${number}, ${product} for ${payload.customerName}, ${payload.deliveryAddress.zipCode}, delivery ${when}.${pickup}`,
  };
}
