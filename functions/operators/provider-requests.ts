// The operator console's provider requests: the inbox by status, newest first, and issuing an
// access code. The code is created only if new, and the request is marked reviewed and sent in
// the same transaction, so a code never exists without its request being updated (or vice versa).
import { MESSAGES } from '../../shared/messages';
import {
  ACCESS_CODE_TTL_DAYS,
  type IssuedAccessCode,
  type OperatorProviderRequestsQuery,
  type OperatorProviderRequestsResponse,
  type ProviderRequest,
  type ProviderRequestReview,
} from '../../shared/schemas/onboarding';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import { matchesSearchWords, searchWords } from '../../shared/schemas/list-page';
import { conflict, notFound } from '../platform/errors';
import { dayBounds, readListPage } from '../platform/list-page';
import { logger } from '../platform/logger';
import type { EmailSender } from '../platform/messaging/message';
import { accessCodeExpiry, newAccessCode } from '../onboarding/access-codes';

/** A page of one status's requests, newest first: one Query of their byStatus index (gsi1, creation), the search on each request read. */
export async function listProviderRequests(
  store: Store,
  query: OperatorProviderRequestsQuery,
): Promise<OperatorProviderRequestsResponse> {
  const requests = store.entities.providerRequest.query.byStatus({ status: query.status });
  if (query.from || query.to) requests.between(...dayBounds('createdAt', query));
  const words = searchWords(query.search);
  const page = await readListPage(query.cursor, () =>
    requests.page({
      limit: query.limit,
      cursor: query.cursor,
      order: 'desc',
      keep: (request) => matchesSearchWords(words, [request.businessName, request.name, request.email, request.phone]),
    }),
  );
  return { requests: page.data, nextCursor: page.cursor };
}

export interface IssueAccessCodeDeps {
  store: Store;
  email: EmailSender;
  now: () => Date;
  newCode?: () => string;
}

const MAX_ATTEMPTS = 3;

export async function issueAccessCode(
  deps: IssueAccessCodeDeps,
  input: { requestId: string; operatorId: string; siteOrigin: string },
): Promise<IssuedAccessCode> {
  const { store } = deps;
  for (let attempt = 1; ; attempt++) {
    const request = (await store.entities.providerRequest.get({ requestId: input.requestId }).go()).data;
    if (!request) throw notFound(MESSAGES.providerRequestNotFound);
    const issuedAt = deps.now();
    const timestamp = issuedAt.toISOString();
    const code = (deps.newCode ?? newAccessCode)();
    const expiresAt = accessCodeExpiry(issuedAt).toISOString();
    const result = await store.transaction
      .write(({ accessCode, providerRequest }) => [
        accessCode
          .create({
            code,
            requestId: request.requestId,
            email: request.email,
            businessName: request.businessName,
            status: 'unused',
            issuedBy: input.operatorId,
            issuedAt: timestamp,
            expiresAt,
          })
          .commit(),
        providerRequest
          .patch({ requestId: request.requestId })
          .set({ status: 'approved', reviewed: true, accessCodeSent: true, updatedAt: timestamp })
          .commit(),
      ])
      .go();
    if (!result.canceled) {
      const registrationUrl = `${input.siteOrigin}/register/provider?code=${encodeURIComponent(code)}`;
      await deps.email.sendEmail(accessCodeEmail({ to: request.email, name: request.name, code, registrationUrl, expiresAt }));
      return { code, requestId: request.requestId, email: request.email, expiresAt, registrationUrl };
    }
    // Either the request vanished meanwhile (the next read says so) or the code collided: try a new one.
    logger.warn('Issuing an access code was cancelled; retrying', { requestId: input.requestId, attempt });
    if (attempt >= MAX_ATTEMPTS) throw new Error(`Could not issue an access code for request ${input.requestId}`);
  }
}

function accessCodeEmail(input: { to: string; name: string; code: string; registrationUrl: string; expiresAt: string }) {
  const validUntil = input.expiresAt.slice(0, 10);
  return {
    to: input.to,
    subject: 'Your provider access code',
    text: [
      `Hello ${input.name},`,
      '',
      'Thanks for your interest in listing your dumpsters with us. Your provider access code is:',
      '',
      `    ${input.code}`,
      '',
      `Finish your registration here: ${input.registrationUrl}`,
      '',
      `The code works once and is valid for ${ACCESS_CODE_TTL_DAYS} days (until ${validUntil}).`,
    ].join('\n'),
  };
}

/**
 * Declines a request (or reopens a declined one) with the operator's notes. A request that already
 * has a code cannot be declined here: the code would still work, so the answer says so instead.
 */
export async function reviewProviderRequest(
  deps: { store: Store; now: () => Date },
  requestId: string,
  review: ProviderRequestReview,
): Promise<ProviderRequest> {
  const { store } = deps;
  const request = (await store.entities.providerRequest.get({ requestId }).go()).data;
  if (!request) throw notFound(MESSAGES.providerRequestNotFound);
  if (request.accessCodeSent) throw conflict(MESSAGES.providerRequestAlreadyApproved);
  try {
    const updated = await store.entities.providerRequest
      .patch({ requestId })
      .set({
        status: review.status,
        reviewed: true,
        ...(review.notes !== undefined ? { notes: review.notes } : {}),
        updatedAt: deps.now().toISOString(),
      })
      // Issuing a code at the same moment wins: a request is never both approved and declined.
      .where((attributes, { eq }) => eq(attributes.accessCodeSent, false))
      .go({ response: 'all_new' });
    return updated.data;
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw conflict(MESSAGES.providerRequestAlreadyApproved);
    throw error;
  }
}
