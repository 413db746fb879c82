import { describe, expect, it } from 'vitest';
import { refundShares } from './refund-rental';

const rental = { rentalId: 'r-1', paymentTransactionId: 'pi_booking', totalPriceCents: 44_500, refundCents: 44_500 };
const extended = {
  ...rental,
  totalPriceCents: 44_500 + 4_500 + 3_000,
  refundCents: 44_500 + 4_500 + 3_000,
  extensions: [
    { extensionId: 'e-1', fromEndDate: '2026-12-08', toEndDate: '2026-12-11', extraDays: 3, amountCents: 4_500, paymentId: 'pi_ext1', paidAt: '2026-12-01T00:00:00Z' },
    { extensionId: 'e-2', fromEndDate: '2026-12-11', toEndDate: '2026-12-13', extraDays: 2, amountCents: 3_000, paymentId: 'pi_ext2', paidAt: '2026-12-02T00:00:00Z' },
  ],
};

describe('refundShares: a refund goes back to the payments that paid', () => {
  it('refunds a rental never extended through its one payment, keyed as before', () => {
    expect(refundShares(rental)).toEqual([{ paymentIntentId: 'pi_booking', amountCents: 44_500, idempotencyKey: 'refund-r-1' }]);
  });

  it('splits an extended rental: the booking payment, then each extension payment, each at most what it paid', () => {
    expect(refundShares(extended)).toEqual([
      { paymentIntentId: 'pi_booking', amountCents: 44_500, idempotencyKey: 'refund-r-1' },
      { paymentIntentId: 'pi_ext1', amountCents: 4_500, idempotencyKey: 'refund-r-1-e-1' },
      { paymentIntentId: 'pi_ext2', amountCents: 3_000, idempotencyKey: 'refund-r-1-e-2' },
    ]);
    expect(refundShares({ ...extended, refundCents: 46_000 }).map((share) => share.amountCents)).toEqual([44_500, 1_500]);
  });

  it('skips an extension that cost nothing', () => {
    const free = { ...rental, extensions: [{ ...extended.extensions[0]!, amountCents: 0, paymentId: undefined }] };
    expect(refundShares(free)).toHaveLength(1);
  });
});
