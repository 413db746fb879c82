// Lambda entry of the reviews domain: customers' reviews of providers, read by everyone, answered
// by providers, moderated by operators. Its own function because its routes serve all four
// policies and it needs only the table (reviews, the rental read, the provider's sums): the
// rentals and providers functions keep their Stripe, event and upload grants to themselves.
import { reviewsRoutes } from '../../shared/contract/reviews';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import type { CallerAccount } from '../platform/http/account-check';
import { createReview, getRentalReview } from './customer-reviews';
import { hideReview, listAllReviews, restoreReview } from './operator-reviews';
import { listOwnReviews, listPublicReviews, replyToReview } from './provider-reviews';
import { now } from '../platform/clock';

interface Deps {
  store: Store;
  clock: () => Date;
}

const deps = once((): Deps => {
  const config = getConfig();
  return { store: createStore({ tableName: config.TABLE_NAME }), clock: now };
});

/** The customer's profile the chain read for a customer route. */
function customerOf(account: CallerAccount | null) {
  if (account?.role !== 'customer') throw new Error('A customer route ran without the customer profile');
  return account.profile;
}

export const handler = createDomainHandler(
  reviewsRoutes,
  {
    createRentalReview: ({ params, body, account }, d: Deps) => createReview(d, customerOf(account), params.rentalId, body),
    getRentalReview: ({ params, caller }, { store }: Deps) => getRentalReview(store, caller!.userId, params.rentalId),
    listProviderReviews: ({ params, query }, { store }: Deps) => listPublicReviews(store, params.providerId, query),
    listOwnReviews: ({ query, caller }, { store }: Deps) => listOwnReviews(store, caller!.userId, query),
    replyToReview: ({ params, body, caller }, d: Deps) => replyToReview(d, caller!.userId, params.rentalId, body),
    listAllReviews: ({ query }, { store }: Deps) => listAllReviews(store, query),
    hideReview: ({ params, body, caller }, d: Deps) => hideReview(d, caller!.userId, params.rentalId, body),
    restoreReview: ({ params }, d: Deps) => restoreReview(d, params.rentalId),
  },
  deps,
);
