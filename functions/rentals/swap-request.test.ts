import { describe, expect, it } from 'vitest';
import { MAX_REQUESTED_SWAPS, SWAP_REQUEST_MESSAGES, type RentalSwap } from '../../shared/schemas/dispatch';
import { swapCancelProblem, swapDateProblem, swapDays } from './swap-request';

const swap = (date: string, status: RentalSwap['status'] = 'requested'): RentalSwap => ({
  swapId: `s-${date}`,
  date,
  requestedAt: '2026-12-01T15:00:00.000Z',
  feeCents: 12_500,
  status,
});
const delivered = { status: 'delivered' as const, endDate: '2026-12-10' };

describe('swap days', () => {
  it('runs from tomorrow through the day before the booked pickup, while the dumpster is delivered', () => {
    expect(swapDays(delivered, '2026-12-01')).toEqual({ firstDate: '2026-12-02', lastDate: '2026-12-09' });
    expect(swapDays({ ...delivered, status: 'scheduled' }, '2026-12-01')).toBeUndefined();
    expect(swapDays({ ...delivered, status: 'pickup_requested' }, '2026-12-01')).toBeUndefined();
    // The pickup is tomorrow: no day is left for a swap.
    expect(swapDays(delivered, '2026-12-09')).toBeUndefined();
    expect(swapDays(delivered, '2026-12-08')).toEqual({ firstDate: '2026-12-09', lastDate: '2026-12-09' });
  });

  it('refuses today and earlier, the pickup date and later, a day already asked for and more than a few at once', () => {
    expect(swapDateProblem(delivered, '2026-12-01', '2026-12-01')).toBe(SWAP_REQUEST_MESSAGES.dateNotAfterToday);
    expect(swapDateProblem(delivered, '2026-12-10', '2026-12-01')).toBe(SWAP_REQUEST_MESSAGES.dateNotBeforeEnd);
    expect(swapDateProblem(delivered, '2026-12-02', '2026-12-01')).toBeUndefined();
    expect(swapDateProblem({ ...delivered, swaps: [swap('2026-12-04')] }, '2026-12-04', '2026-12-01')).toBe(SWAP_REQUEST_MESSAGES.alreadyOnDate);
    // A cancelled swap frees its day.
    expect(swapDateProblem({ ...delivered, swaps: [swap('2026-12-04', 'cancelled')] }, '2026-12-04', '2026-12-01')).toBeUndefined();
    const full = Array.from({ length: MAX_REQUESTED_SWAPS }, (_, index) => swap(`2026-12-0${index + 2}`));
    expect(swapDateProblem({ ...delivered, swaps: full }, '2026-12-08', '2026-12-01')).toBe(SWAP_REQUEST_MESSAGES.tooMany);
    // Done swaps do not count against the limit.
    const done = full.map((entry) => ({ ...entry, status: 'done' as const }));
    expect(swapDateProblem({ ...delivered, swaps: done }, '2026-12-08', '2026-12-01')).toBeUndefined();
  });

  it('cancels a scheduled swap until the day before it', () => {
    expect(swapCancelProblem(swap('2026-12-04'), '2026-12-03')).toBeUndefined();
    expect(swapCancelProblem(swap('2026-12-04'), '2026-12-04')).toEqual({ code: 'unprocessable', message: SWAP_REQUEST_MESSAGES.tooLateToCancel });
    expect(swapCancelProblem(swap('2026-12-04', 'done'), '2026-12-01')).toEqual({ code: 'conflict', message: SWAP_REQUEST_MESSAGES.notCancellable });
  });
});
