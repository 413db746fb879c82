// Synthetic service areas with a realistic spread: ZIPs laid out on a square grid (about 5 miles
// apart), each provider based in a random ZIP and serving its 10 to 40 nearest ZIPs, its radius
// following from that count. The grid grows with the marketplace so that providers per ZIP stay
// about the same at every size, as they would in a real market.

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MIN_ZIPS = 10;
export const MAX_ZIPS = 40;
const MILES_BETWEEN_ZIPS = 5;
/** Average providers serving one ZIP. */
const PROVIDERS_PER_ZIP = 15;

export interface ZipGrid {
  width: number;
  /** The searched ZIP: a real one (the search looks it up), placed at the centre of the grid. */
  targetCell: number;
  zipCode(cell: number): string;
}

export function zipGrid(providers: number, targetZip: string): ZipGrid {
  const averageZips = (MIN_ZIPS + MAX_ZIPS) / 2;
  const width = Math.max(7, Math.ceil(Math.sqrt((providers * averageZips) / PROVIDERS_PER_ZIP)));
  const targetCell = Math.floor(width / 2) * width + Math.floor(width / 2);
  // Synthetic codes 10000 + cell stay below the target's 43215 for every grid up to 33,000 cells a side.
  return { width, targetCell, zipCode: (cell) => (cell === targetCell ? targetZip : String(10_000 + cell)) };
}

/** Grid offsets ordered by distance, computed once for the largest area. */
const OFFSETS: { dx: number; dy: number; distance: number }[] = (() => {
  const reach = Math.ceil(Math.sqrt(MAX_ZIPS)) + 2;
  const offsets = [];
  for (let dx = -reach; dx <= reach; dx++) for (let dy = -reach; dy <= reach; dy++) offsets.push({ dx, dy, distance: Math.hypot(dx, dy) });
  return offsets.sort((a, b) => a.distance - b.distance || a.dy - b.dy || a.dx - b.dx);
})();

export interface ServiceArea {
  zipCodes: string[];
  radiusMiles: number;
}

/** The `count` ZIPs nearest to `homeCell` inside the grid, home first. */
export function serviceArea(grid: ZipGrid, homeCell: number, count: number): ServiceArea {
  const homeX = homeCell % grid.width;
  const homeY = Math.floor(homeCell / grid.width);
  const zipCodes: string[] = [];
  let farthest = 0;
  for (const { dx, dy, distance } of OFFSETS) {
    if (zipCodes.length === count) break;
    const x = homeX + dx;
    const y = homeY + dy;
    if (x < 0 || y < 0 || x >= grid.width || y >= grid.width) continue;
    zipCodes.push(grid.zipCode(y * grid.width + x));
    farthest = distance;
  }
  return { zipCodes, radiusMiles: Math.max(MILES_BETWEEN_ZIPS, Math.round((farthest + 0.5) * MILES_BETWEEN_ZIPS)) };
}

/** Every provider's home and service area for a marketplace of `providers`, reproducibly. */
export function syntheticServiceAreas(providers: number, targetZip: string, seed = 42): { grid: ZipGrid; areas: ServiceArea[] } {
  const grid = zipGrid(providers, targetZip);
  const random = seededRandom(seed);
  const areas = Array.from({ length: providers }, () => {
    const home = Math.floor(random() * grid.width * grid.width);
    const count = MIN_ZIPS + Math.floor(random() * (MAX_ZIPS - MIN_ZIPS + 1));
    return serviceArea(grid, home, count);
  });
  return { grid, areas };
}
