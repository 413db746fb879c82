// Lambda entry of the operators domain (the marketplace staff's console).
import { operatorsRoutes } from '../../shared/contract/operators';
import { siteOrigin } from '../platform/http/site-origin';
import { getConfig, type Config } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createS3UploadStore, type UploadStore } from '../platform/files/uploads';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import type { EmailSender } from '../platform/messaging/message';
import { createMessaging } from '../platform/messaging/messaging';
import { listProviders } from './list-providers';
import { getProviderDocuments, verifyProvider } from './provider-documents';
import { issueAccessCode, listProviderRequests, reviewProviderRequest } from './provider-requests';
import { listSupportTickets, updateSupportTicketStatus } from './support-tickets';
import { listZipDemand } from '../catalog/zip-requests';
import { now } from '../platform/clock';

interface Deps {
  store: Store;
  config: Config;
  email: EmailSender;
  uploads: () => UploadStore;
  now: () => Date;
}

const deps = once((): Deps => {
  const config = getConfig();
  return {
    store: createStore({ tableName: config.TABLE_NAME }),
    config,
    email: createMessaging(config).email,
    uploads: once(() => {
      if (!config.UPLOADS_BUCKET) throw new Error('UPLOADS_BUCKET is not configured for the operators domain');
      return createS3UploadStore({ bucket: config.UPLOADS_BUCKET });
    }),
    now: now,
  };
});

// Every route here has the operator policy, so the caller is present.
export const handler = createDomainHandler(operatorsRoutes, {
  listProviders: ({ query }, { store }: Deps) => listProviders(store, query),
  listProviderRequests: ({ query }, { store }: Deps) => listProviderRequests(store, query),
  issueAccessCode: async ({ params, caller, headers }, d: Deps) =>
    await issueAccessCode(d, {
        requestId: params.requestId,
        operatorId: caller!.userId,
        siteOrigin: siteOrigin(d.config.SITE_URL, headers),
      }),
  reviewProviderRequest: ({ params, body }, d: Deps) => reviewProviderRequest(d, params.requestId, body),
  listZipDemand: (_request, { store }: Deps) => listZipDemand(store),
  listSupportTickets: ({ query }, { store }: Deps) => listSupportTickets(store, query),
  updateSupportTicketStatus: ({ params, body }, d: Deps) => updateSupportTicketStatus(d, params.ticketId, body),
  getProviderDocuments: ({ params }, d: Deps) => getProviderDocuments(d, params.providerId),
  verifyProvider: ({ params, body }, d: Deps) => verifyProvider(d, params.providerId, body),
}, deps);
