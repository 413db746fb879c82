// Who the signed-in caller is: identity from the verified token, role and name from their profile.
import type { MeResponse, Role } from '../../shared/schemas/account';
import type { Store } from '../platform/data/store';
import type { Caller } from '../platform/http/caller';

const ROLE_PRECEDENCE: Role[] = ['operator', 'provider', 'customer'];

export async function getMe(store: Store, caller: Caller): Promise<MeResponse> {
  const role = ROLE_PRECEDENCE.find((candidate) => caller.roles.includes(candidate)) ?? null;
  const profile =
    role === 'customer'
      ? (await store.entities.customerProfile.get({ customerId: caller.userId }).go()).data
      : role === 'provider'
        ? (await store.entities.providerProfile.get({ providerId: caller.userId }).go()).data
        : role === 'operator'
          ? (await store.entities.operatorProfile.get({ operatorId: caller.userId }).go()).data
          : null;
  // Access tokens carry no e-mail; the profile keeps the sign-in e-mail for every role.
  const email = caller.email || profile?.email;
  return {
    userId: caller.userId,
    ...(email ? { email } : {}),
    role,
    name: profile?.name ?? null,
  };
}
