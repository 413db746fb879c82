// Who is calling, from the JWT claims API Gateway's authorizer verified (or the local gateway's
// identical check), and whether a route's access policy lets them in.
//
// Only ACCESS tokens are credentials here. API Gateway's JWT authorizer accepts any token of the
// pool whose audience matches, ID tokens included; an ID token is for the SPA to read (it carries
// profile claims the user may be able to change), so the caller is taken from an access token
// (`token_use: access`) and anything else is refused exactly like a missing token. Nothing but the
// user id and the groups is read from the token: e-mail and name come from the user's profile.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ROLES, type Role } from '../../../shared/schemas/account';
import type { AccessPolicy } from '../../../shared/contract/contract';
import { MESSAGES } from '../../../shared/messages';
import { forbidden, unauthenticated } from '../errors';

export interface Caller {
  userId: string;
  roles: Role[];
}

type ClaimValue = string | number | boolean | string[] | undefined;
type EventWithClaims = APIGatewayProxyEventV2 & {
  requestContext: { authorizer?: { jwt?: { claims?: Record<string, ClaimValue> } } };
};

/** HTTP APIs flatten array claims to "[a b]"; the local gateway passes real arrays. Accept both. */
function parseGroups(value: ClaimValue): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

export function callerFromEvent(event: APIGatewayProxyEventV2): Caller | null {
  const claims = (event as EventWithClaims).requestContext.authorizer?.jwt?.claims;
  if (claims?.token_use !== 'access') return null;
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') return null;
  const roles = parseGroups(claims['cognito:groups']).filter((group): group is Role =>
    (ROLES as readonly string[]).includes(group),
  );
  return { userId: sub, roles };
}

/**
 * Throws 401 for a missing caller, and 403 for a caller without the policy's role. A signed-in
 * route needs some marketplace role: a sign-in in no group (one the marketplace never made) has
 * no account here, however valid its token.
 */
export function assertPolicy(policy: AccessPolicy, caller: Caller | null): void {
  if (policy === 'public') return;
  if (!caller) throw unauthenticated(MESSAGES.unauthenticated);
  if (caller.roles.length === 0) throw forbidden(MESSAGES.noMarketplaceAccount);
  if (policy === 'signedIn') return;
  if (!caller.roles.includes(policy)) throw forbidden(MESSAGES.forbidden);
}
