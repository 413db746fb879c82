// The signed-in provider's own business profile: the one the handler chain's account check read
// (functions/platform/http/account-check.ts), so nothing is read again.
import { MESSAGES } from '../../shared/messages';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { notFound } from '../platform/errors';
import type { CallerAccount } from '../platform/http/account-check';

export function getProviderProfile(account: CallerAccount): ProviderProfile {
  if (account.role !== 'provider') throw notFound(MESSAGES.providerNotFound);
  return account.profile;
}
