// What the listing services need: the table, the uploads bucket (built on first use, so routes
// that never touch an image work without it) and the clock.
import type { Store } from '../../platform/data/store';
import type { UploadStore } from '../../platform/files/uploads';

export interface ListingDeps {
  store: Store;
  uploads: () => UploadStore;
  clock: () => Date;
  newId?: () => string;
}
