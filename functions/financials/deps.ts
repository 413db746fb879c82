// What the financials services need: the table, the uploads bucket (receipts), e-mail, the payment
// port (to expire an invoice's open payment page when the invoice changes), the clock. The bucket,
// the e-mail sender and the payment port are built on first use, so routes that never touch them work without.
import type { Store } from '../platform/data/store';
import type { UploadStore } from '../platform/files/uploads';
import type { EmailSender } from '../platform/messaging/message';
import type { PaymentPort } from '../platform/payments/payment-port';

export interface FinancialsDeps {
  store: Store;
  uploads: () => UploadStore;
  email: () => EmailSender;
  payments: () => Promise<PaymentPort>;
  clock: () => Date;
  /** The site's URL where configured; otherwise links follow the request's own origin. */
  siteUrl?: string;
  newId?: () => string;
}
