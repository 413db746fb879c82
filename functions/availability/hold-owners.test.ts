// Who a hold counts against and what stands in the way of a new one (pure decisions of
// hold-owners.ts and hold-limits.ts; tests/api/hold-limits.test.ts drives them over HTTP).
import { describe, expect, it } from 'vitest';
import { UNPAID_HOLDS_PER_CLIENT } from '../../shared/abuse-limits';
import { AVAILABILITY_MESSAGES } from '../../shared/availability';
import { holdsInTheWay, unitSlotOf, type Slot } from './hold-limits';
import { checkoutHoldOwners, extensionHoldOwners, textHoldOwners } from './hold-owners';

const now = new Date('2026-03-01T10:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const unit = { providerId: 'p1', size: '20' };

describe('hold owners', () => {
  it('counts a web checkout against its client (one per provider size) and the e-mail typed, case and spaces aside', () => {
    const [client, email] = checkoutHoldOwners('ip:203.0.113.7', '  Casey@Example.COM ');
    expect(client).toMatchObject({ key: 'client:ip:203.0.113.7', limit: UNPAID_HOLDS_PER_CLIENT, onePerUnit: true });
    expect(email).toMatchObject({ key: 'email:casey@example.com', limit: UNPAID_HOLDS_PER_CLIENT });
    expect(email!.onePerUnit).toBeUndefined();
    expect(client!.whenFull !== 'replaceEarliest' && client!.whenFull.refuse(3, 600)).toBe(AVAILABILITY_MESSAGES.tooManyHolds(3, 600));
    expect(AVAILABILITY_MESSAGES.tooManyHolds(3, 600)).toBe('You have 3 checkouts waiting for payment. Pay or leave one of them, or try again in 10 minutes.');
  });

  it('limits nothing for a client exempt from the limits', () => {
    expect(checkoutHoldOwners(null, 'casey@example.com')).toEqual([]);
    expect(extensionHoldOwners(null, 'r1')).toEqual([]);
  });

  it('gives a texting number and a rental one unpaid hold each, replaced by the next', () => {
    expect(textHoldOwners('+16145550100')).toEqual([{ key: 'phone:+16145550100', limit: 1, whenFull: 'replaceEarliest' }]);
    expect(extensionHoldOwners('user:u1', 'r1')).toEqual([{ key: 'rental:r1', limit: 1, whenFull: 'replaceEarliest' }]);
  });
});

describe('what stands in the way of a new hold', () => {
  const [client] = checkoutHoldOwners('ip:203.0.113.7', 'casey@example.com');
  const place = (slot: string, holdId: string, minutes: number): Slot => ({ slot, holdId, expiresAt: later(minutes) });

  it('nothing while a place is free and no earlier hold is of the same unit', () => {
    expect(holdsInTheWay(client!, [place('n#0', 'h1', 20), place('unit#p2#20', 'h1', 20)], unit, now)).toEqual([]);
  });

  it("the client's earlier hold of the same provider and size, to replace", () => {
    const slots = [place('n#0', 'h1', 20), place(unitSlotOf(unit), 'h1', 20), place('n#1', 'h2', 25)];
    expect(holdsInTheWay(client!, slots, unit, now)).toEqual([{ holdId: 'h1', lapsed: false }]);
  });

  it('first of all a hold past its expiry (not yet swept), to release, once', () => {
    const slots = [place('n#0', 'h1', -1), place('unit#p2#20', 'h1', -1), place('n#1', 'h2', 25)];
    expect(holdsInTheWay(client!, slots, unit, now)).toEqual([{ holdId: 'h1', lapsed: true }]);
  });

  it('the earliest hold of a full owner that replaces rather than refuses; a full one that refuses is left to refuse', () => {
    const [phone] = textHoldOwners('+16145550100');
    expect(holdsInTheWay(phone!, [place('n#0', 'h9', 12)], unit, now)).toEqual([{ holdId: 'h9', lapsed: false }]);
    const full = [place('n#0', 'h1', 5), place('n#1', 'h2', 10), place('n#2', 'h3', 15)];
    expect(holdsInTheWay(client!, full, unit, now)).toEqual([]);
  });
});
