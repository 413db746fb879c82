// Who the signed-in caller is: identity from the verified access token, role, name and e-mail from
// the profile the handler chain already read for the caller's main role (account-check.ts).
import type { MeResponse } from '../../shared/schemas/account';
import type { CallerAccount } from '../platform/http/account-check';
import type { Caller } from '../platform/http/caller';

export function getMe(caller: Caller, account: CallerAccount): MeResponse {
  // Access tokens carry no e-mail; the profile keeps the sign-in e-mail for every role.
  return { userId: caller.userId, email: account.profile.email, role: account.role, name: account.profile.name };
}
