import { describe, expect, it } from 'vitest';
import { keptCents, refundableCents, refundedCents, settledPaymentStatus } from './payment-status';

const paid = { totalPriceCents: 40_000, paymentStatus: 'paid' as const };

describe('payment status in money', () => {
  it("adds the marketplace's own refund to the provider's reported refunds, never beyond the price", () => {
    expect(refundedCents(paid)).toBe(0);
    expect(refundedCents({ ...paid, paymentStatus: 'partially_refunded', amountRefundedCents: 5_000 })).toBe(5_000);
    expect(refundedCents({ ...paid, paymentStatus: 'refunded' })).toBe(40_000);
    // Disputed after the customer's cancellation refunded the rest of a partly refunded payment.
    expect(refundedCents({ ...paid, paymentStatus: 'disputed', amountRefundedCents: 5_000, refundId: 're_1', refundCents: 35_000 })).toBe(40_000);
  });

  it('keeps the price less refunds and less what a lost dispute took back', () => {
    expect(keptCents(paid)).toBe(40_000);
    expect(keptCents({ ...paid, paymentStatus: 'unpaid' })).toBe(40_000);
    expect(keptCents({ ...paid, paymentStatus: 'partially_refunded', amountRefundedCents: 15_000 })).toBe(25_000);
    expect(keptCents({ ...paid, paymentStatus: 'refunded' })).toBe(0);
    expect(keptCents({ ...paid, paymentStatus: 'disputed', disputeAmountCents: 40_000 })).toBe(40_000);
    expect(keptCents({ ...paid, paymentStatus: 'dispute_lost', disputeAmountCents: 40_000 })).toBe(0);
  });

  it('refunds on cancellation only what is still paid, and nothing while disputed', () => {
    expect(refundableCents(paid)).toBe(40_000);
    expect(refundableCents({ ...paid, paymentStatus: 'partially_refunded', amountRefundedCents: 15_000 })).toBe(25_000);
    for (const paymentStatus of ['unpaid', 'refunded', 'disputed', 'dispute_lost'] as const) expect(refundableCents({ ...paid, paymentStatus })).toBe(0);
  });

  it('settles by how much was refunded', () => {
    expect([settledPaymentStatus(100, 0), settledPaymentStatus(100, 1), settledPaymentStatus(100, 100)]).toEqual(['paid', 'partially_refunded', 'refunded']);
  });
});
