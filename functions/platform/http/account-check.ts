// The chain's account step: a valid token proves who signed in, not that their account still
// exists. Cognito's access tokens stay valid until they expire (an hour) even after the account
// is deleted and its sessions signed out, because API Gateway checks only the signature and the
// expiry. So every signed-in route reads the caller's profile for the role it acts in (one
// consistent GetItem, before the body is parsed and before the operation runs) and refuses a
// caller without one: 401, as if signed out. A deleted customer's token therefore cannot open a
// checkout, rent, or read anything; the same holds for providers and operators.
//
// The role a route acts in: the policy's role for a role route, the caller's main role (operator,
// then provider, then customer) on a signed-in route. The profile read is handed to the
// operation, so an operation that needs it (who am I, the customer's profile) reads nothing again.
import { MESSAGES } from '../../../shared/messages';
import type { CustomerProfile, OperatorProfile, Role } from '../../../shared/schemas/account';
import type { ProviderProfile } from '../../../shared/schemas/provider';
import type { Driver } from '../../../shared/schemas/dispatch';
import type { AccessPolicy } from '../../../shared/contract/contract';
import type { Store } from '../data/store';
import { unauthenticated } from '../errors';
import type { Caller } from './caller';

export type CallerAccount =
  | { role: 'customer'; profile: CustomerProfile }
  | { role: 'provider'; profile: ProviderProfile }
  | { role: 'operator'; profile: OperatorProfile }
  | { role: 'driver'; profile: Driver };

export interface AccountReader {
  /** The user's profile in that role, or null when there is none. */
  read(role: Role, userId: string): Promise<CallerAccount | null>;
}

/** Operator first: the one role whose routes reach everyone's data. */
const ROLE_PRECEDENCE: readonly Role[] = ['operator', 'provider', 'customer', 'driver'];

/** The role whose account a route needs, or null for a public route. */
function accountRoleFor(policy: AccessPolicy, caller: Caller | null): Role | null {
  if (policy === 'public' || !caller) return null;
  if (policy !== 'signedIn') return policy;
  return ROLE_PRECEDENCE.find((role) => caller.roles.includes(role)) ?? null;
}

/**
 * Runs after the access policy (so the caller holds the route's role). Throws 401 when the
 * account is gone; null for public routes.
 */
export async function requireAccount(policy: AccessPolicy, caller: Caller | null, accounts: () => AccountReader): Promise<CallerAccount | null> {
  const role = accountRoleFor(policy, caller);
  if (!role || !caller) return null;
  // Built on the first signed-in request only: public routes never touch it.
  const account = await accounts().read(role, caller.userId);
  if (!account) throw unauthenticated(MESSAGES.accountNotFound);
  return account;
}

/** Reads profiles from the table; consistent, so a deletion refuses the very next request. */
export function createStoreAccountReader(store: Store): AccountReader {
  return {
    async read(role, userId) {
      switch (role) {
        case 'customer': {
          const { data } = await store.entities.customerProfile.get({ customerId: userId }).go({ consistent: true });
          return data ? { role, profile: data } : null;
        }
        case 'provider': {
          const { data } = await store.entities.providerProfile.get({ providerId: userId }).go({ consistent: true });
          return data ? { role, profile: data } : null;
        }
        case 'operator': {
          const { data } = await store.entities.operatorProfile.get({ operatorId: userId }).go({ consistent: true });
          return data ? { role, profile: data } : null;
        }
        case 'driver': {
          // A removed driver's token is refused at once, as a deleted account's is: only an active driver acts.
          const { data } = await store.entities.driver.get({ driverId: userId }).go({ consistent: true });
          return data?.status === 'active' ? { role, profile: data } : null;
        }
      }
    },
  };
}
