import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * One place an owner's unpaid unit hold takes (functions/availability/hold-limits.ts): owners are a
 * client, an e-mail address typed at checkout, a texting number or a rental. `slot` is `n#<i>` for
 * the i-th of the holds the owner may have at once, or `unit#<providerId>#<size>` for the one hold
 * an owner may have of a provider's size. Created in the transaction that places its hold, only if
 * no slot has that key, and deleted in the transaction that releases or settles the hold: a slot
 * exists exactly while its hold does, so counting an owner's holds is reading its few slots, and
 * taking one more is a conditional write (no read-then-write race).
 */
const storedHoldSlotSchema = z.object({
  owner: z.string(),
  slot: z.string(),
  holdId: z.string(),
  /** The hold's expiry: the slot is free once its hold is released, which its expiry brings about. */
  expiresAt: z.string(),
});

export const holdSlotModel = entityModel({
  model: { entity: 'holdSlot', version: '1', service: SERVICE_NAME },
  schema: storedHoldSlotSchema,
  indexes: {
    byOwner: { pk: { field: 'pk', composite: ['owner'] }, sk: { field: 'sk', composite: ['slot'] } },
  },
});
