// Lambda entry of the accounts domain: who am I, customer registration, profile, e-mail
// verification and deletion.
import { accountsRoutes } from '../../shared/contract/accounts';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { createCognitoUserDirectory } from '../platform/identity/cognito-user-directory';
import type { UserDirectory } from '../platform/identity/user-directory';
import type { EmailSender } from '../platform/messaging/message';
import { createMessaging } from '../platform/messaging/messaging';
import { getCustomerDashboard } from './customer-dashboard';
import { customerProfileOf, updateCustomerProfile } from './customer-profile';
import { deleteCustomerAccount } from './delete-customer-account';
import { confirmEmailCode, sendEmailCode } from './email-verification';
import { getMe } from './get-me';
import { registerCustomer } from './register-customer';
import { now } from '../platform/clock';

interface Deps {
  store: Store;
  users: UserDirectory;
  /** Verification codes go to the customer's address (the outbox locally). */
  email: EmailSender;
  now: () => Date;
}

const deps = once((): Deps => {
  const config = getConfig();
  if (!config.USER_POOL_ID) throw new Error('USER_POOL_ID is not configured for the accounts domain');
  return {
    store: createStore({ tableName: config.TABLE_NAME }),
    users: createCognitoUserDirectory({ userPoolId: config.USER_POOL_ID, clientId: config.USER_POOL_CLIENT_ID }),
    email: createMessaging(config).email,
    now: now,
  };
});

// Every route but registerCustomer has a signed-in policy, so the caller and the account the chain
// read for them are present there.
export const handler = createDomainHandler(accountsRoutes, {
  getMe: async ({ caller, account }) => getMe(caller!, account!),
  registerCustomer: ({ body }, deps: Deps) => registerCustomer(deps, body),
  getCustomerProfile: async ({ account }) => customerProfileOf(account),
  updateCustomerProfile: ({ body, caller }, { store, now }: Deps) => updateCustomerProfile(store, caller!.userId, body, now()),
  deleteCustomerAccount: async ({ caller, body }, deps: Deps) => {
    await deleteCustomerAccount(deps, caller!.userId, body.password);
  },
  requestEmailVerification: ({ account }, deps: Deps) => sendEmailCode(deps, customerProfileOf(account)),
  confirmEmailVerification: ({ account, body }, deps: Deps) => confirmEmailCode(deps, customerProfileOf(account), body.code),
  getCustomerDashboard: ({ caller }, { store }: Deps) => getCustomerDashboard(store, caller!.userId),
}, deps);
