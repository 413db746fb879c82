// The provider's today: the calendar date at its business address, where its yard and its
// dumpsters are. The availability calendar, the inventory page and the dashboard read "today" here,
// so they agree on which day's units they show.
import type { ProviderProfile } from '../../shared/schemas/provider';
import { calendarDateIn } from '../../shared/zoned-time';
import { timeZoneOfZip } from '../platform/zip-directory';

/** For an address the ZIP directory does not know: the contiguous states' last clock to turn over. */
const FALLBACK_TIME_ZONE = 'America/Los_Angeles';

export async function providerToday(profile: Pick<ProviderProfile, 'address'>, now: Date): Promise<string> {
  return calendarDateIn(now, (await timeZoneOfZip(profile.address.zipCode)) ?? FALLBACK_TIME_ZONE);
}
