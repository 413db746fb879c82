// What the financials services need: the table, the uploads bucket (receipts), e-mail, the clock.
// The bucket and the e-mail sender are built on first use, so routes that never touch them work without.
import type { Store } from '../platform/data/store';
import type { UploadStore } from '../platform/files/uploads';
import type { EmailSender } from '../platform/messaging/message';

export interface FinancialsDeps {
  store: Store;
  uploads: () => UploadStore;
  email: () => EmailSender;
  clock: () => Date;
  /** The site's URL where configured; otherwise links follow the request's own origin. */
  siteUrl?: string;
  newId?: () => string;
}
