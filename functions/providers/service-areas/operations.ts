// The Service Areas page's routes of the providers domain, spread into its handler map
// (functions/providers/index.ts). The 'provider' policy guarantees a signed-in provider first.
import { serviceAreaInputSchema, serviceAreasUpdateSchema } from '../../../shared/schemas/provider-settings';
import type { Store } from '../../platform/data/store';
import { defineOperation } from '../../platform/http/operation';
import { previewServiceArea, updateServiceAreas } from './service-areas';
import { usZipGrid } from './zip-grid';

interface Deps {
  store: Store;
}

export const serviceAreaOperations = {
  previewServiceArea: defineOperation({ body: serviceAreaInputSchema }, ({ body }) => previewServiceArea({ zipGrid: usZipGrid }, body)),
  updateServiceAreas: defineOperation({ body: serviceAreasUpdateSchema }, ({ caller, body }, { store }: Deps) =>
    updateServiceAreas({ store, clock: () => new Date(), zipGrid: usZipGrid }, caller!.userId, body),
  ),
};
