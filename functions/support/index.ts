// Lambda entry of the support domain: the public support form. Its own small function (table and
// SES only) rather than a route of the operators domain, whose every route is operator-only.
import { supportRoutes } from '../../shared/contract/support';
import { MESSAGES } from '../../shared/messages';
import { supportTicketRequestSchema } from '../../shared/schemas/support';
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { invalid } from '../platform/errors';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import { assertWellFormedText } from '../platform/http/well-formed-text';
import type { EmailSender } from '../platform/messaging/message';
import { createMessaging } from '../platform/messaging/messaging';
import { createSupportTicket } from './create-support-ticket';
import { createOptionalCallerVerifier, type OptionalCallerVerifier } from './optional-caller';
import { now } from '../platform/clock';

/** A ticket is a few thousand characters at most; anything far larger is refused unread. */
export const SUPPORT_TICKET_BODY_MAX_BYTES = 16 * 1024;

interface Deps {
  store: Store;
  email: EmailSender;
  verifyCaller: OptionalCallerVerifier;
  clock: () => Date;
}

const deps = once((): Deps => {
  const config = getConfig();
  return {
    store: createStore({ tableName: config.TABLE_NAME }),
    email: createMessaging(config).email,
    verifyCaller: createOptionalCallerVerifier(config),
    clock: now,
  };
});

function parseBody(rawBody: string | undefined): unknown {
  if (rawBody !== undefined && Buffer.byteLength(rawBody, 'utf8') > SUPPORT_TICKET_BODY_MAX_BYTES) {
    throw invalid(MESSAGES.supportTicketTooLarge, { message: MESSAGES.supportTicketTooLarge });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody ?? '{}');
  } catch {
    throw invalid(MESSAGES.bodyNotJson);
  }
  // The chain checks the bodies it parses; this one it leaves raw.
  assertWellFormedText(parsed);
  return parsed;
}

export const handler = createDomainHandler(
  supportRoutes,
  {
    // No body schema: the size is checked on the raw body before it is parsed, then zod validates it.
    createSupportTicket: async ({ rawBody, headers }, d: Deps) => {
      const request = supportTicketRequestSchema.parse(parseBody(rawBody));
      const caller = await d.verifyCaller(headers.authorization);
      return await createSupportTicket(d, caller, request);
    },
  },
  deps,
);
