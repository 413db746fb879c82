// The operator console's provider list: the providerProfile byCreation index (gsi3), newest first,
// one Query per page (a few more when the search leaves a page short), the search on each profile
// read. Only what the list shows is read (a profile's service area can run to kilobytes).
import { matchesSearchWords, searchWords } from '../../shared/schemas/list-page';
import { OPERATOR_PROVIDER_ATTRIBUTES, type OperatorProvidersQuery, type OperatorProvidersResponse } from '../../shared/schemas/operator';
import type { Store } from '../platform/data/store';
import { dayBounds, readListPage } from '../platform/list-page';

export async function listProviders(store: Store, query: OperatorProvidersQuery): Promise<OperatorProvidersResponse> {
  const providers = store.entities.providerProfile.query.byCreation({});
  if (query.from || query.to) providers.between(...dayBounds('createdAt', query));
  const words = searchWords(query.search);
  const page = await readListPage(query.cursor, () =>
    providers.page({
      limit: query.limit,
      cursor: query.cursor,
      order: 'desc',
      attributes: OPERATOR_PROVIDER_ATTRIBUTES,
      keep: (provider) => matchesSearchWords(words, [provider.businessName, provider.email, provider.phone]),
    }),
  );
  return { providers: page.data, nextCursor: page.cursor };
}
