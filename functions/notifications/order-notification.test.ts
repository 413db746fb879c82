import { describe, expect, it } from 'vitest';
import { RENTAL_EVENT_TYPES } from '../platform/events/rental-events';
import { orderMessages, orderNotificationPayload, toE164 } from './order-notification';
import { notifiedProvider, notifiedRental } from './rental.fixture';

const rental = notifiedRental({
  customerName: 'Riley <Renter>',
  addOns: { drivewayProtection: true, preferredTimeWindow: 'morning', cleanupService: false },
  paymentStatus: 'unpaid',
  status: 'pending',
});
const provider = notifiedProvider('Buckeye Bin Rentals');
/** The events about the order itself, which both parties hear of (payment events are tested below). */
const ORDER_EVENT_TYPES = RENTAL_EVENT_TYPES.filter((type) => !['rental.refunded', 'rental.disputed', 'rental.dispute_closed'].includes(type));
const CUSTOMER_EVENT_TYPES = ORDER_EVENT_TYPES;

describe('order notification', () => {
  it('turns US phone numbers into E.164 and refuses anything else', () => {
    expect(toE164('(614) 555-0142')).toBe('+16145550142');
    expect(toE164('1-614-555-0142')).toBe('+16145550142');
    expect(toE164('555-0142')).toBeUndefined();
    expect(toE164('')).toBeUndefined();
  });

  it('carries the payload fields of the spec, the provider from its profile', () => {
    expect(orderNotificationPayload(rental, provider)).toMatchObject({
      rentalId: rental.rentalId,
      customerName: 'Riley <Renter>',
      providerName: 'Buckeye Bin Rentals',
      providerEmail: 'dispatch@example.com',
      providerPhone: '614-555-0101',
      totalPriceCents: 44_500,
      addOns: rental.addOns,
    });
  });

  it('writes an e-mail (text and escaped HTML) and a text per party for every order event type', () => {
    for (const type of CUSTOMER_EVENT_TYPES) {
      const messages = orderMessages(type, orderNotificationPayload(rental, provider), { eta: 'Friday, December 4, 2026, 9:00 AM-12:00 PM' });
      expect(messages.customerEmail?.to).toBe('riley@example.com');
      expect(messages.providerEmail?.to).toBe('dispatch@example.com');
      expect(messages.customerEmail?.subject).toContain('ABCDEF12');
      expect(messages.customerEmail?.text).toContain('9:00 AM-12:00 PM');
      expect(messages.customerEmail?.text).toContain('$445.00');
      expect(messages.customerEmail?.text).toContain('Add-ons: Driveway protection');
      expect(messages.customerEmail?.text).not.toMatch(/drivewayProtection|cleanupService|Cleanup service|preferredTimeWindow/);
      expect(messages.providerEmail?.html).toContain('Riley &lt;Renter&gt;');
      expect(messages.customerSms).toContain('ABCDEF12');
    }
    const subjects = RENTAL_EVENT_TYPES.map((type) => orderMessages(type, orderNotificationPayload(rental, provider), {}).providerEmail?.subject);
    expect(new Set(subjects).size).toBe(RENTAL_EVENT_TYPES.length);
  });

  it('tells the job\'s steps: the delivery scheduled with its window, delivered, picked up, and the pickup request to the provider, confirmed to the customer', () => {
    const scheduled = { ...rental, status: 'scheduled' as const, deliveryTimeWindow: '8-10 AM' as const };
    const approved = orderMessages('rental.approved', orderNotificationPayload(scheduled, provider), { eta: 'Friday, December 4, 2026, 8-10 AM' });
    expect(approved.customerSms).toMatch(/^Your rental is approved and its delivery scheduled: order ABCDEF12, .*delivery Friday, December 4, 2026, 8-10 AM\./);
    expect(approved.customerEmail?.text).toContain('Delivery window: 8-10 AM');

    const delivered = orderMessages('rental.delivered', orderNotificationPayload({ ...scheduled, status: 'delivered' }, provider), {});
    expect(delivered.customerSms).toMatch(/^Your dumpster was delivered: order ABCDEF12, .*\. Pickup /);
    expect(delivered.providerSms).toMatch(/^You marked a dumpster delivered: order ABCDEF12/);

    const requested = orderMessages(
      'rental.pickup_requested',
      orderNotificationPayload({ ...scheduled, status: 'pickup_requested', requestedPickupDate: '2026-12-06' }, provider),
      {},
    );
    expect(requested.customerEmail?.subject).toBe('Pickup scheduled for Sunday, December 6, 2026 (order ABCDEF12)');
    expect(requested.customerSms).toMatch(/^Pickup scheduled for Sunday, December 6, 2026\. Order ABCDEF12, /);
    expect(requested.providerSms).toMatch(/^Pickup requested: order ABCDEF12, .* Pickup Sunday, December 6, 2026\.$/);
    expect(requested.providerEmail?.text).toContain('Pickup requested for: Sunday, December 6, 2026');

    const pickedUp = orderMessages('rental.picked_up', orderNotificationPayload({ ...scheduled, status: 'picked_up' }, provider), {});
    expect(pickedUp.customerSms).toMatch(/^Your dumpster was picked up: order ABCDEF12, [^.]*\.$/);
  });

  it('tells the provider of a swap request with its day, address and fee, and confirms it to the customer with its fee billed later', () => {
    const delivered = orderNotificationPayload({ ...rental, status: 'delivered', paymentStatus: 'paid' }, provider);
    const messages = orderMessages('rental.swap_requested', delivered, { swap: { date: '2026-12-08', feeCents: 12_500 } });
    expect(messages.customerEmail?.subject).toBe('Swap scheduled for Tuesday, December 8, 2026 (order ABCDEF12)');
    expect(messages.customerEmail?.text).toMatch(/^Swap scheduled for Tuesday, December 8, 2026: \$125\.00, billed with your final charge\./);
    expect(messages.customerSms).toMatch(/^Swap scheduled for Tuesday, December 8, 2026: \$125\.00, billed with your final charge\. Order ABCDEF12, /);
    expect(messages.providerEmail?.subject).toBe('Swap requested (order ABCDEF12)');
    expect(messages.providerEmail?.text).toContain('Swap date: Tuesday, December 8, 2026\nSwap fee: $125.00');
    expect(messages.providerSms).toMatch(/^Swap requested: order ABCDEF12, .* Swap Tuesday, December 8, 2026 at 12 Elm St, Columbus, OH 43215, fee \$125\.00\.$/);
  });

  it("itemizes the quote the order was charged, its lines before the total, and keeps one total for orders from before", () => {
    const itemized = {
      ...rental,
      status: 'confirmed' as const,
      paymentStatus: 'paid' as const,
      priceLines: [
        { label: '20 yd dumpster, 7 days', cents: 39_500 },
        { label: 'Delivery fee', cents: 5000 },
      ],
    };
    const text = orderMessages('rental.created', orderNotificationPayload(itemized, provider), {}).customerEmail!.text;
    expect(text).toContain('20 yd dumpster, 7 days: $395.00\nDelivery fee: $50.00\nTotal: $445.00');
    const before = orderMessages('rental.created', orderNotificationPayload({ ...rental, status: 'confirmed', paymentStatus: 'paid' }, provider), {}).customerEmail!.text;
    expect(before).not.toContain('Delivery fee');
    expect(before).toContain('Total: $445.00');
  });

  it('reads like a person wrote it: the product by name, add-ons and the delivery window by label, phones in one format', () => {
    const { customerEmail, providerEmail, providerSms } = orderMessages('rental.approved', orderNotificationPayload(rental, provider), {});
    expect(customerEmail?.text).toContain('Dumpster: 20 Yard Construction Dumpster');
    expect(customerEmail?.text).toContain('Delivery window: Morning (9:00 AM-12:00 PM)');
    expect(customerEmail?.text).toContain('Customer: Riley <Renter>, (614) 555-0142, riley@example.com');
    expect(providerEmail?.text).toContain('Provider: Buckeye Bin Rentals, (614) 555-0101, dispatch@example.com');
    expect(providerSms).toContain('20 yd');
  });

  it('calls a paid order booked and an unpaid rent request a request sent to the provider', () => {
    const paid = orderMessages('rental.created', orderNotificationPayload({ ...rental, status: 'confirmed', paymentStatus: 'paid' }, provider), {});
    expect(paid.customerEmail?.subject).toBe('Your rental is booked and paid (order ABCDEF12)');
    expect(paid.providerEmail?.subject).toBe('New paid booking (order ABCDEF12)');
    const request = orderMessages('rental.created', orderNotificationPayload(rental, provider), {});
    expect(request.customerEmail?.subject).toBe('We sent your rental request to Buckeye Bin Rentals (order ABCDEF12)');
    expect(request.customerEmail?.text).toContain('nothing has been charged');
    expect(request.providerEmail?.subject).toBe('New rental request (order ABCDEF12)');
  });

  it('says what a cancellation refunds, in the text too', () => {
    const paid = orderNotificationPayload({ ...rental, status: 'cancelled', paymentStatus: 'refunded' }, provider);
    expect(orderMessages('rental.cancelled', paid, { refundCents: 44_500 }).customerSms).toContain('Refund: $445.00 to your card');
    const unpaid = orderNotificationPayload({ ...rental, status: 'cancelled' }, provider);
    expect(orderMessages('rental.cancelled', unpaid, {}).customerSms).toContain('Nothing was charged.');
  });

  it('tells the customer the provider declined, and what the rejection refunds', () => {
    const paid = orderNotificationPayload({ ...rental, status: 'cancelled', cancelledBy: 'provider', paymentStatus: 'refunded' }, provider);
    const messages = orderMessages('rental.rejected', paid, { refundCents: 44_500 });
    expect(messages.customerEmail?.subject).toBe('Your rental request was declined (order ABCDEF12)');
    expect(messages.customerSms).toContain('Refund: $445.00 to your card');
    expect(messages.providerEmail?.subject).toBe('You declined a rental request (order ABCDEF12)');
    const unpaid = orderNotificationPayload({ ...rental, status: 'cancelled', cancelledBy: 'provider' }, provider);
    expect(orderMessages('rental.rejected', unpaid, {}).customerSms).toContain('Nothing was charged.');
  });

  it('tells both parties of an extension, naming the new pickup date in the texts', () => {
    const extended = orderNotificationPayload({ ...rental, status: 'confirmed', paymentStatus: 'paid', endDate: '2026-12-20' }, provider);
    const messages = orderMessages('rental.extended', extended, {});
    expect(messages.customerEmail?.subject).toBe('Your rental is extended (order ABCDEF12)');
    expect(messages.providerEmail?.subject).toBe('A rental was extended to a later pickup (order ABCDEF12)');
    expect(messages.customerSms).toContain('New pickup');
    expect(messages.providerSms).toContain('New pickup');
    expect(messages.providerEmail?.text).toMatch(/Pickup: .*Dec.*20/);
  });

  it("gives the customer, never the provider, the order's manage link", () => {
    const manageUrl = 'https://dumpsters.example/order/abc/0123';
    for (const type of RENTAL_EVENT_TYPES) {
      const messages = orderMessages(type, orderNotificationPayload(rental, provider), { manageUrl });
      if (messages.customerEmail) expect(messages.customerEmail.text).toContain(`Manage your order: ${manageUrl}`);
      if (messages.customerSms) expect(messages.customerSms).toContain(manageUrl);
      expect(`${messages.providerEmail?.text}${messages.providerSms}`).not.toContain(manageUrl);
    }
  });

  it('tells both parties of a refund at the payment provider, with the amount, and says when it cancelled the rental', () => {
    const payload = orderNotificationPayload(rental, provider);
    const partial = orderMessages('rental.refunded', payload, { payment: { refundedCents: 5_000, fullRefund: false, cancelled: false } });
    expect(partial.customerEmail?.subject).toBe('Part of your payment was refunded (order ABCDEF12)');
    expect(partial.providerEmail?.subject).toBe('A payment was partly refunded (order ABCDEF12)');
    expect(partial.customerEmail?.text).toContain('Refunded: $50.00');
    expect(partial.customerSms).toContain('ABCDEF12');
    const cancelled = orderMessages('rental.refunded', payload, { payment: { refundedCents: 44_500, fullRefund: true, cancelled: true } });
    expect(cancelled.customerEmail?.subject).toContain('your rental is cancelled');
    expect(cancelled.providerSms).toContain('refunded and the rental cancelled');
  });

  it("tells the provider alone of a dispute and its verdict, with the amount and reason", () => {
    const payload = orderNotificationPayload(rental, provider);
    const dispute = { refundedCents: 0, fullRefund: false, cancelled: false, disputeAmountCents: 44_500, disputeReason: 'product_not_received' };
    const opened = orderMessages('rental.disputed', payload, { payment: dispute });
    expect([opened.customerEmail, opened.customerSms]).toEqual([undefined, undefined]);
    expect(opened.providerEmail?.subject).toBe('A payment was disputed (order ABCDEF12)');
    expect(opened.providerEmail?.text).toContain('Disputed: $445.00');
    expect(opened.providerEmail?.text).toContain('Dispute reason: product not received');
    const lost = orderMessages('rental.dispute_closed', payload, { payment: { ...dispute, disputeLost: true } });
    expect(lost.customerEmail).toBeUndefined();
    expect(lost.providerEmail?.subject).toContain('Dispute lost');
    expect(orderMessages('rental.dispute_closed', payload, { payment: dispute }).providerSms).toContain('Dispute won');
  });

  it('has no e-mail for a party without an address', () => {
    const messages = orderMessages('rental.created', orderNotificationPayload({ ...rental, customerEmail: '' }, undefined), {});
    expect(messages.customerEmail).toBeUndefined();
    expect(messages.providerEmail).toBeUndefined();
  });
});
