// Lambda entry of the onboarding domain (public): provider requests, access code checks, the
// registration uploads and provider registration itself.
import { onboardingRoutes } from '../../shared/contract/onboarding';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createS3UploadStore, type UploadStore } from '../platform/files/uploads';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { createCognitoUserDirectory } from '../platform/identity/cognito-user-directory';
import type { UserDirectory } from '../platform/identity/user-directory';
import { checkAccessCode } from './access-codes';
import { registerProvider } from './register-provider';
import { submitProviderRequest } from './submit-provider-request';
import { presignRegistrationUpload } from './uploads';
import { now } from '../platform/clock';

interface Deps {
  store: Store;
  users: () => UserDirectory;
  uploads: () => UploadStore;
  now: () => Date;
}

const deps = once((): Deps => {
  const config = getConfig();
  const users = once(() => {
    if (!config.USER_POOL_ID) throw new Error('USER_POOL_ID is not configured for the onboarding domain');
    return createCognitoUserDirectory({ userPoolId: config.USER_POOL_ID });
  });
  const uploads = once(() => {
    if (!config.UPLOADS_BUCKET) throw new Error('UPLOADS_BUCKET is not configured for the onboarding domain');
    return createS3UploadStore({ bucket: config.UPLOADS_BUCKET });
  });
  return { store: createStore({ tableName: config.TABLE_NAME }), users, uploads, now: now };
});

export const handler = createDomainHandler(onboardingRoutes, {
  submitProviderRequest: ({ body }, d: Deps) => submitProviderRequest(d, body),
  checkAccessCode: ({ params }, { store, now }: Deps) => checkAccessCode(store, params.code, now()),
  presignRegistrationUpload: ({ body }, d: Deps) => presignRegistrationUpload(d, body),
  registerProvider: async ({ body }, d: Deps) => await registerProvider(d, body),
}, deps);
