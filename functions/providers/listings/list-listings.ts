// The caller's listings, newest first: one Query of the listing byProvider index (gsi1) per page.
// Providers have few listings, so the default page (the maximum, 100) is usually all of them; the
// cursor is the data layer's opaque page token, handed back unchanged.
import { MESSAGES } from '../../../shared/messages';
import type { ProviderListingsQuery, ProviderListingsResponse } from '../../../shared/schemas/provider-listing';
import type { Store } from '../../platform/data/store';
import { invalid } from '../../platform/errors';

export async function listProviderListings(store: Store, providerId: string, query: ProviderListingsQuery): Promise<ProviderListingsResponse> {
  let page;
  try {
    page = await store.entities.listing.query
      .byProvider({ providerId })
      .go({ order: 'desc', limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) });
  } catch (error) {
    // A cursor that is not one of ours cannot be decoded into a start key: the caller's mistake.
    if (query.cursor && isCursorError(error)) throw invalid(MESSAGES.invalidRequest, { cursor: 'Invalid cursor' });
    throw error;
  }
  return { listings: page.data, ...(page.cursor ? { cursor: page.cursor } : {}) };
}

function isCursorError(error: unknown): boolean {
  const text = `${(error as { message?: string })?.message ?? ''} ${(error as { cause?: { message?: string } })?.cause?.message ?? ''}`;
  return /cursor|ExclusiveStartKey|start key|JSON|Unexpected token|validation/i.test(text);
}
