import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * The manage link of a rental (shared/order-link.ts): its key, and whose contact the link was sent
 * to, as `email:<address>`, `phone:<+1...>` (text-to-book) or `account:<customerId>`. Kept apart
 * from the rental so no rental read (the provider's, an operator's) ever carries the key. The owner
 * index finds every order sent to one e-mail, which a customer who verified that e-mail adds to
 * their account at once (functions/rentals/order-links.ts).
 */
const storedOrderLinkSchema = z.object({
  rentalId: z.string(),
  key: z.string(),
  owner: z.string(),
  createdAt: z.string(),
});

export const orderLinkModel = entityModel({
  model: { entity: 'orderLink', version: '1', service: SERVICE_NAME },
  schema: storedOrderLinkSchema,
  indexes: {
    byRental: { pk: { field: 'pk', composite: ['rentalId'] }, sk: { field: 'sk', composite: [] } },
    byOwner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['owner'] },
      sk: { field: 'gsi1sk', composite: ['rentalId'] },
    },
  },
});
