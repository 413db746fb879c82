// The dashboard's lists, read without going through the provider's history: the newest requests
// (one Query of the request-time index, byProviderRequests) and the activity feed (the
// rentals by their last change, read until no unread rental can hold a newer event than the feed's
// last one).
import type { ActivityItem } from '../../../shared/schemas/provider-portal';
import type { Rental } from '../../../shared/schemas/rental';
import type { Store } from '../../platform/data/store';
import { ACTIVITY_SHOWN, activityFeed } from './activity';
import { RECENT_RENTALS_SHOWN } from './provider-dashboard';

/** The newest `limit` rentals by request time, whatever their status. */
export async function newestRentals(store: Store, providerId: string, limit = RECENT_RENTALS_SHOWN): Promise<Rental[]> {
  const { data } = await store.entities.rental.query.byProviderRequests({ providerId }).go({ order: 'desc', limit });
  return data;
}

/** Rentals read per page of the activity index. */
const ACTIVITY_PAGE = 20;

/**
 * The newest `limit` events. Every event of a rental happens by its updatedAt, so once the feed's
 * last event is newer than the last rental read, no unread rental can add to it.
 */
export async function recentActivity(store: Store, providerId: string, limit = ACTIVITY_SHOWN): Promise<ActivityItem[]> {
  const rentals: Rental[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: Rental[]; cursor: string | null } = await store.entities.rental.query
      .byProviderUpdates({ providerId })
      .go({ order: 'desc', limit: ACTIVITY_PAGE, cursor });
    rentals.push(...page.data);
    cursor = page.cursor;
    const feed = activityFeed(rentals, limit);
    const oldestRead = page.data.at(-1)?.updatedAt;
    if (feed.length === limit && oldestRead !== undefined && feed.at(-1)!.at > oldestRead) return feed;
  } while (cursor);
  return activityFeed(rentals, limit);
}
