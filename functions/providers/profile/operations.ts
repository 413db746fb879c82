// The Profile page's routes of the providers domain, spread into its handler map
// (functions/providers/index.ts). The 'provider' policy guarantees a signed-in provider first. The
// uploads bucket and the user pool are reached only by the routes that need them, built on first use.
import { getConfig } from '../../platform/config';
import type { Store } from '../../platform/data/store';
import { createS3UploadStore } from '../../platform/files/uploads';
import { once } from '../../platform/http/domain-handler';
import { operationsOf } from '../../platform/http/operation';
import { createCognitoUserDirectory } from '../../platform/identity/cognito-user-directory';
import { deleteProviderAccount } from './delete-provider-account';
import { presignProviderLogoUpload } from './provider-logo';
import { providerSearchStatus } from './search-status';
import { updateProviderProfile } from './update-profile';
import { now } from '../../platform/clock';

interface Deps {
  store: Store;
}

const uploads = once(() => {
  const bucket = getConfig().UPLOADS_BUCKET;
  if (!bucket) throw new Error('UPLOADS_BUCKET is not configured for the providers domain');
  return createS3UploadStore({ bucket });
});

const users = once(() => {
  const userPoolId = getConfig().USER_POOL_ID;
  if (!userPoolId) throw new Error('USER_POOL_ID is not configured for the providers domain');
  return createCognitoUserDirectory({ userPoolId, clientId: getConfig().USER_POOL_CLIENT_ID });
});

const clock = now;

export const profileOperations = operationsOf<'providers'>()({
  updateProviderProfile: ({ caller, body }, { store }: Deps) =>
    updateProviderProfile({ store, clock, uploads }, caller!.userId, body),
  presignProviderLogoUpload: ({ caller, body }) => presignProviderLogoUpload({ uploads }, caller!.userId, body),
  // The profile the handler chain's account check read (consistently): the one just saved.
  getProviderSearchStatus: ({ account }, { store }: Deps) => {
    if (account?.role !== 'provider') throw new Error('The provider policy let a caller without a provider profile through');
    return providerSearchStatus(store, account.profile);
  },
  deleteProviderAccount: async ({ caller, body }, { store }: Deps) => {
    await deleteProviderAccount({ store, clock, uploads, users }, caller!.userId, body.password);
  },
});
