// The operator console's provider list: the providerProfile byCreation index (gsi3), newest first,
// one Query per page. The cursor is the data layer's opaque page token, handed back unchanged.
import { MESSAGES } from '../../shared/messages';
import type { OperatorProvidersQuery, OperatorProvidersResponse } from '../../shared/schemas/operator';
import type { Store } from '../platform/data/store';
import { invalid } from '../platform/errors';

export async function listProviders(store: Store, query: OperatorProvidersQuery): Promise<OperatorProvidersResponse> {
  let page;
  try {
    page = await store.entities.providerProfile.query
      .byCreation({})
      .go({ order: 'desc', limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) });
  } catch (error) {
    // A cursor that is not one of ours cannot be decoded into a start key: the caller's mistake.
    if (query.cursor && isCursorError(error)) throw invalid(MESSAGES.invalidRequest, { cursor: 'Invalid cursor' });
    throw error;
  }
  return {
    providers: page.data,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

function isCursorError(error: unknown): boolean {
  const text = `${(error as { message?: string })?.message ?? ''} ${(error as { cause?: { message?: string } })?.cause?.message ?? ''}`;
  return /cursor|ExclusiveStartKey|start key|JSON|Unexpected token|validation/i.test(text);
}
