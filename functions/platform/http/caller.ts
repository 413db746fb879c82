// Who is calling, from the JWT claims API Gateway's authorizer verified (or the local gateway's
// identical check), and whether a route's access policy lets them in.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ROLES, type Role } from '../../../shared/schemas/account';
import type { AccessPolicy } from '../../routes';
import { MESSAGES } from '../../../shared/messages';
import { forbidden, unauthenticated } from '../errors';

export interface Caller {
  userId: string;
  email?: string;
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
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return null;
  const roles = parseGroups(claims?.['cognito:groups']).filter((group): group is Role =>
    (ROLES as readonly string[]).includes(group),
  );
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  return { userId: sub, ...(email ? { email } : {}), roles };
}

/** Throws 401 for a missing caller and 403 for a caller without the policy's role. */
export function assertPolicy(policy: AccessPolicy, caller: Caller | null): void {
  if (policy === 'public') return;
  if (!caller) throw unauthenticated(MESSAGES.unauthenticated);
  if (policy === 'signedIn') return;
  if (!caller.roles.includes(policy)) throw forbidden(MESSAGES.forbidden);
}
