// The Service Areas page's routes of the providers domain, spread into its handler map
// (functions/providers/index.ts). The 'provider' policy guarantees a signed-in provider first.
import type { Store } from '../../platform/data/store';
import { operationsOf } from '../../platform/http/operation';
import { previewServiceArea, updateServiceAreas } from './service-areas';
import { usZipGrid } from './zip-grid';
import { now } from '../../platform/clock';

interface Deps {
  store: Store;
}

export const serviceAreaOperations = operationsOf<'providers'>()({
  previewServiceArea: ({ body }) => previewServiceArea({ zipGrid: usZipGrid }, body),
  updateServiceAreas: ({ caller, body }, { store }: Deps) =>
    updateServiceAreas({ store, clock: now, zipGrid: usZipGrid }, caller!.userId, body),
});
