// "Contact Us" on the Become a Provider page: the request is stored pending and unreviewed for the
// operator console. Each submission is its own record (a new id, so the create cannot collide).
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/messages';
import type { ProviderRequestInput } from '../../shared/schemas/onboarding';
import type { Store } from '../platform/data/store';

export async function submitProviderRequest(
  deps: { store: Store; now: () => Date; newId?: () => string },
  input: ProviderRequestInput,
): Promise<{ requestId: string; message: string }> {
  const requestId = (deps.newId ?? randomUUID)();
  const timestamp = deps.now().toISOString();
  await deps.store.entities.providerRequest
    .create({
      requestId,
      businessName: input.businessName,
      name: input.name,
      email: input.email,
      phone: input.phone,
      ...(input.message ? { message: input.message } : {}),
      status: 'pending',
      reviewed: false,
      accessCodeSent: false,
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .go();
  return { requestId, message: MESSAGES.providerRequestSubmitted };
}
