// What the maintenance commands share: which providers to work on (`--provider <id>`, repeatable,
// or `--all`), whether only to check (`--check`), and every provider's id read through the
// providers' list index (the operator console's, gsi3), never a Scan.
import type { Store } from '../../functions/platform/data/store';

export interface ProviderSelection {
  providers: string[] | 'all';
  check: boolean;
}

export function parseArguments(argv: readonly string[]): ProviderSelection {
  const check = argv.includes('--check');
  if (argv.includes('--all')) return { providers: 'all', check };
  const providers = argv.flatMap((arg, index) => (arg === '--provider' && argv[index + 1] ? [argv[index + 1]!] : []));
  if (providers.length === 0) throw new Error('Name a provider (--provider <providerId>) or --all');
  return { providers, check };
}

/** Every provider, by id, with its rating sum (absent on profiles that predate it: rebuild-ratings.ts). */
export async function allProviders(store: Store): Promise<{ providerId: string; ratingSum?: number }[]> {
  const { data } = await store.entities.providerProfile.query.byCreation({}).go({ pages: 'all', attributes: ['providerId', 'ratingSum'] });
  return data;
}

/** The selected providers' ids. */
export async function selectedProviders(store: Store, selection: Pick<ProviderSelection, 'providers'>): Promise<string[]> {
  return selection.providers === 'all' ? (await allProviders(store)).map((profile) => profile.providerId) : selection.providers;
}
