// US ZIP reference data (city, state, coordinates for every US ZIP) from the `zipcodes` package,
// held in memory, and each ZIP's time zone from its coordinates (`tz-lookup`, over the public
// time zone boundaries). Both load on first use, not at module init, so cold starts of routes that
// do not need them stay fast; the CDK stack ships the packages beside the bundle, not inside it.
export interface ZipPlace {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * The Hopi Reservation keeps Arizona's year-round standard time inside the Navajo Nation, which
 * observes daylight saving time: the boundaries put its villages in the Navajo zone.
 */
const HOPI_ZIPS = new Set(['86030', '86034', '86039', '86042', '86043']);
const ARIZONA_TIME = 'America/Phoenix';

let timeZones: Promise<(latitude: number, longitude: number) => string> | undefined;

/** The IANA time zone of a ZIP (where its delivery dates are read), or undefined for an unknown ZIP. */
export async function timeZoneOfZip(zipCode: string): Promise<string | undefined> {
  const place = await lookupZip(zipCode);
  if (!place) return undefined;
  if (HOPI_ZIPS.has(zipCode)) return ARIZONA_TIME;
  timeZones ??= import('tz-lookup').then((module) => ((module as { default?: unknown }).default ?? module) as (latitude: number, longitude: number) => string);
  return (await timeZones)(place.latitude, place.longitude);
}

type ZipcodesModule = typeof import('zipcodes');
let loading: Promise<ZipcodesModule> | undefined;

function zipcodes(): Promise<ZipcodesModule> {
  loading ??= import('zipcodes').then((module) => ((module as { default?: ZipcodesModule }).default ?? module) as ZipcodesModule);
  return loading;
}

export async function lookupZip(zipCode: string): Promise<ZipPlace | undefined> {
  if (!/^\d{5}$/.test(zipCode)) return undefined;
  const place = (await zipcodes()).lookup(zipCode);
  if (!place || place.country !== 'US') return undefined;
  return {
    zipCode,
    city: place.city,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** US ZIPs within `miles` of a ZIP, the ZIP itself included. */
export async function zipsWithinRadius(zipCode: string, miles: number): Promise<string[]> {
  const module = await zipcodes();
  const found = module.radius(zipCode, miles) as string[];
  return found.filter((zip) => /^\d{5}$/.test(zip) && module.lookup(zip)?.country === 'US');
}
