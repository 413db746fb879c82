// Lambda entry of the financials domain: the provider portal's invoices, expenses with receipts,
// financial dashboard and reports. Its own function, so the providers bundle does not carry it.
import { financialsRoutes } from '../../shared/contract/financials';
import { getConfig } from '../platform/config';
import { createStore } from '../platform/data/store';
import { createS3UploadStore } from '../platform/files/uploads';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { createMessaging } from '../platform/messaging/messaging';
import { paymentPortOnce } from '../platform/payments/create-payment-port';
import { financialDashboardOperations } from './dashboard/operations';
import type { FinancialsDeps } from './deps';
import { expenseOperations } from './expenses/operations';
import { invoiceOperations } from './invoices/operations';
import { reportOperations } from './reports/operations';
import { now } from '../platform/clock';

const uploads = once(() => {
  const bucket = getConfig().UPLOADS_BUCKET;
  if (!bucket) throw new Error('UPLOADS_BUCKET is not configured for the financials domain');
  return createS3UploadStore({ bucket });
});

const email = once(() => createMessaging(getConfig()).email);

const deps = once(
  (): FinancialsDeps => ({
    store: createStore({ tableName: getConfig().TABLE_NAME }),
    uploads,
    email,
    payments: paymentPortOnce(() => getConfig()),
    clock: now,
    siteUrl: getConfig().SITE_URL,
  }),
);

export const handler = createDomainHandler(
  financialsRoutes,
  {
    ...invoiceOperations,
    ...expenseOperations,
    ...financialDashboardOperations,
    ...reportOperations,
  },
  deps,
);
