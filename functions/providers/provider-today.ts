// The provider's today: the calendar date at its business address, where its yard and its
// dumpsters are. The availability calendar, the inventory page and the dashboard read "today" here,
// so they agree on which day's units they show.
import type { ProviderProfile } from '../../shared/schemas/provider';
import { calendarDateIn } from '../../shared/zoned-time';
import { clockOfZip } from '../platform/zip-directory';

export async function providerToday(profile: Pick<ProviderProfile, 'address'>, now: Date): Promise<string> {
  return calendarDateIn(now, await clockOfZip(profile.address.zipCode));
}
