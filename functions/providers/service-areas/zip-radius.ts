// A provider's calculated service area: every real ZIP within the radius of any of its primary ZIPs,
// by great-circle (haversine) distance between the dataset's ZIP coordinates.
//
// Comparing a primary ZIP against all ~42,000 US ZIPs costs 42,000 haversines per primary (30 primaries:
// over a million). Instead the ZIPs are bucketed once into a grid of cells GRID_CELL_DEGREES wide;
// a query visits only the cells that the radius's bounding box touches and computes distances for
// the ZIPs in those, so a 25-mile query looks at a few hundred ZIPs, not the whole country.
// Pure: the dataset is passed in (zip-grid.ts builds it once per process from the US ZIP table).

export interface ZipPoint {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

interface CoveredZip extends ZipPoint {
  /** Distance to the nearest primary ZIP, in miles, rounded to a tenth. */
  distanceMiles: number;
}

export interface ServiceAreaCoverage {
  primary: ZipPoint[];
  /** ZIPs within the radius that are not primary ZIPs, nearest first. */
  covered: CoveredZip[];
}

/** Mean Earth radius in miles (IUGG), the figure haversine distances are usually quoted with. */
const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude (and of longitude at the equator), with a little headroom for the bounding box. */
const MILES_PER_DEGREE_MIN = 68.7;
/** Half a degree: about 35 x 26 miles in the contiguous US, so a 5-mile query touches 1 to 4 cells. */
const GRID_CELL_DEGREES = 0.5;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineMiles(a: Pick<ZipPoint, 'latitude' | 'longitude'>, b: Pick<ZipPoint, 'latitude' | 'longitude'>): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** ZIPs the dataset places nowhere (military APO/FPO codes sit at 0,0) cannot anchor or join a radius. */
function hasCoordinates(point: Pick<ZipPoint, 'latitude' | 'longitude'>): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    !(point.latitude === 0 && point.longitude === 0) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

export interface ZipGrid {
  /** The ZIP's place, or undefined when the dataset does not have it with coordinates. */
  get(zipCode: string): ZipPoint | undefined;
  /** Every ZIP within `miles` of `center` (the center's own ZIP included), with its distance. */
  within(center: Pick<ZipPoint, 'latitude' | 'longitude'>, miles: number): { point: ZipPoint; miles: number }[];
  readonly size: number;
}

const LON_CELLS = Math.round(360 / GRID_CELL_DEGREES);
const latCell = (latitude: number) => Math.floor((latitude + 90) / GRID_CELL_DEGREES);
/** Longitude cells wrap around the antimeridian (the Aleutians straddle it). */
const lonCell = (longitude: number) => ((Math.floor((longitude + 180) / GRID_CELL_DEGREES) % LON_CELLS) + LON_CELLS) % LON_CELLS;
const cellKey = (lat: number, lon: number) => lat * LON_CELLS + lon;

export function createZipGrid(points: Iterable<ZipPoint>): ZipGrid {
  const byZip = new Map<string, ZipPoint>();
  const cells = new Map<number, ZipPoint[]>();
  for (const point of points) {
    if (!hasCoordinates(point) || byZip.has(point.zipCode)) continue;
    byZip.set(point.zipCode, point);
    const key = cellKey(latCell(point.latitude), lonCell(point.longitude));
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  }

  return {
    size: byZip.size,
    get: (zipCode) => byZip.get(zipCode),
    within(center, miles) {
      const latSpan = miles / MILES_PER_DEGREE_MIN;
      const south = Math.max(-90, center.latitude - latSpan);
      const north = Math.min(90, center.latitude + latSpan);
      // A degree of longitude shrinks with cos(latitude): widen the box for the box's edge nearest a pole.
      const cosEdge = Math.cos(toRadians(Math.max(Math.abs(south), Math.abs(north))));
      const lonSpan = cosEdge > 1e-6 ? miles / (MILES_PER_DEGREE_MIN * cosEdge) : 180;
      const lonCells = new Set<number>();
      if (lonSpan >= 180) {
        for (let lon = 0; lon < LON_CELLS; lon += 1) lonCells.add(lon);
      } else {
        const west = Math.floor((center.longitude - lonSpan + 180) / GRID_CELL_DEGREES);
        const east = Math.floor((center.longitude + lonSpan + 180) / GRID_CELL_DEGREES);
        for (let lon = west; lon <= east; lon += 1) lonCells.add(((lon % LON_CELLS) + LON_CELLS) % LON_CELLS);
      }
      const found: { point: ZipPoint; miles: number }[] = [];
      for (let lat = latCell(south); lat <= latCell(north); lat += 1) {
        for (const lon of lonCells) {
          for (const point of cells.get(cellKey(lat, lon)) ?? []) {
            const distance = haversineMiles(center, point);
            if (distance <= miles) found.push({ point, miles: distance });
          }
        }
      }
      return found;
    },
  };
}

const tenth = (miles: number) => Math.round(miles * 10) / 10;

/**
 * The service area of `primaryZipCodes` at `radiusMiles`: the primary ZIPs themselves, and every
 * other ZIP within the radius of at least one of them, with the distance to the nearest, nearest
 * first (ties by ZIP, so the order is stable). Unknown primary ZIPs are the caller's to refuse first.
 */
export function serviceAreaCoverage(grid: ZipGrid, primaryZipCodes: readonly string[], radiusMiles: number): ServiceAreaCoverage {
  const primary = [...new Set(primaryZipCodes)].map((zipCode) => grid.get(zipCode)).filter((point): point is ZipPoint => !!point);
  const primarySet = new Set(primary.map((point) => point.zipCode));
  const nearest = new Map<string, { point: ZipPoint; miles: number }>();
  for (const center of primary) {
    for (const hit of grid.within(center, radiusMiles)) {
      if (primarySet.has(hit.point.zipCode)) continue;
      const known = nearest.get(hit.point.zipCode);
      if (!known || hit.miles < known.miles) nearest.set(hit.point.zipCode, hit);
    }
  }
  const covered = [...nearest.values()]
    .sort((a, b) => a.miles - b.miles || a.point.zipCode.localeCompare(b.point.zipCode))
    .map(({ point, miles }) => ({ ...point, distanceMiles: tenth(miles) }));
  return { primary, covered };
}

/** Every ZIP the provider serves, primary ZIPs first: what the profile stores and search indexes. */
export function serviceableZipCodes(coverage: ServiceAreaCoverage): string[] {
  return [...coverage.primary.map((point) => point.zipCode), ...coverage.covered.map((point) => point.zipCode)];
}
