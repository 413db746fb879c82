import { beforeAll, describe, expect, it } from 'vitest';
import { usZipGrid } from './zip-grid';
import { createZipGrid, haversineMiles, serviceableZipCodes, serviceAreaCoverage, type ZipGrid, type ZipPoint } from './zip-radius';

const point = (zipCode: string, latitude: number, longitude: number): ZipPoint => ({ zipCode, city: 'Town', state: 'ST', latitude, longitude });

describe('haversineMiles', () => {
  // Expected figures worked out by hand with the equirectangular approximation (fine at these
  // distances): dLat x 69.09 mi and dLon x 69.17 x cos(mean latitude), then Pythagoras.
  it('43215 Columbus to 43004 Blacklick: about 11 miles', () => {
    // dLat 0.0539 deg = 3.72 mi; dLon 0.1965 deg x cos 40.0 = 10.41 mi; sqrt(3.72^2 + 10.41^2) = 11.06
    const miles = haversineMiles({ latitude: 39.9671, longitude: -83.0044 }, { latitude: 40.021, longitude: -82.8079 });
    expect(miles).toBeCloseTo(11.05, 1);
  });

  it('59801 Missoula to 59808 Missoula: about 8.6 miles', () => {
    // dLat 0.1213 deg = 8.38 mi; dLon 0.0367 deg x cos 46.9 = 1.73 mi; sqrt(8.38^2 + 1.73^2) = 8.56
    const miles = haversineMiles({ latitude: 46.8563, longitude: -114.0252 }, { latitude: 46.9776, longitude: -114.0619 });
    expect(miles).toBeCloseTo(8.56, 1);
  });

  it('New York to Los Angeles: the well-known 2,445 miles', () => {
    expect(haversineMiles({ latitude: 40.7128, longitude: -74.006 }, { latitude: 34.0522, longitude: -118.2437 })).toBeCloseTo(2445.6, 0);
  });

  it('is zero for a point and itself, and symmetric', () => {
    const a = { latitude: 46.8563, longitude: -114.0252 };
    const b = { latitude: 39.9671, longitude: -83.0044 };
    expect(haversineMiles(a, a)).toBe(0);
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 9);
  });
});

describe('createZipGrid', () => {
  it('leaves out ZIPs without coordinates (military codes at 0,0)', () => {
    const grid = createZipGrid([point('34001', 0, 0), point('59801', 46.8563, -114.0252)]);
    expect(grid.size).toBe(1);
    expect(grid.get('34001')).toBeUndefined();
    expect(grid.get('59801')).toMatchObject({ zipCode: '59801' });
  });

  it('finds neighbours across the antimeridian', () => {
    const grid = createZipGrid([point('99999', 52, 179.9), point('99998', 52, -179.9), point('99997', 52, 170)]);
    const found = grid.within(grid.get('99999')!, 20).map((hit) => hit.point.zipCode).sort();
    expect(found).toEqual(['99998', '99999']);
  });
});

describe('the US ZIP grid', () => {
  let grid: ZipGrid;
  let all: ZipPoint[];
  beforeAll(async () => {
    grid = await usZipGrid();
    const module = (await import('zipcodes')) as unknown as { default?: { codes: Record<string, { country: string }> } };
    const codes = (module.default ?? (module as unknown as { codes: Record<string, { country: string }> })).codes;
    all = Object.keys(codes)
      .map((zip) => grid.get(zip))
      .filter((place): place is ZipPoint => !!place);
  });

  it('holds every US ZIP that has a delivery area', () => {
    expect(grid.size).toBeGreaterThan(33_000);
    expect(grid.get('43215')).toMatchObject({ city: 'Columbus', state: 'OH' });
    expect(grid.get('00000')).toBeUndefined();
  });

  it.each([
    ['43215', 25],
    ['10001', 100],
    ['59801', 5],
    ['99501', 100], // Anchorage: longitude degrees are short up north
    ['96813', 50], // Honolulu
  ])('finds exactly what a full scan finds around %s at %i miles', (zipCode, miles) => {
    const center = grid.get(zipCode)!;
    const expected = all.filter((candidate) => haversineMiles(center, candidate) <= miles).map((candidate) => candidate.zipCode).sort();
    const found = grid.within(center, miles).map((hit) => hit.point.zipCode).sort();
    expect(found).toEqual(expected);
    expect(found).toContain(zipCode);
  });

  it('covers 43004 from 43215 at 15 miles but not at 10 (it is 11.5 miles off)', () => {
    const at15 = serviceAreaCoverage(grid, ['43215'], 15);
    expect(at15.covered.find((zip) => zip.zipCode === '43004')?.distanceMiles).toBeCloseTo(11.5, 1);
    expect(serviceAreaCoverage(grid, ['43215'], 10).covered.map((zip) => zip.zipCode)).not.toContain('43004');
  });

  it('unions the primary ZIPs\' circles, nearest first, without repeating the primary ZIPs', () => {
    const coverage = serviceAreaCoverage(grid, ['59801', '59870'], 10);
    const zips = coverage.covered.map((zip) => zip.zipCode);
    expect(coverage.primary.map((zip) => zip.zipCode)).toEqual(['59801', '59870']);
    expect(zips).not.toContain('59801');
    expect(zips).not.toContain('59870');
    expect(zips).toEqual(expect.arrayContaining(['59802', '59803', '59808', '59812', '59851']));
    expect(new Set(zips).size).toBe(zips.length);
    const distances = coverage.covered.map((zip) => zip.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(10);
    // 59808 is 8.3 miles from 59801 and farther from Stevensville: the nearest primary counts.
    expect(coverage.covered.find((zip) => zip.zipCode === '59808')).toMatchObject({ distanceMiles: 8.3, city: 'Missoula', state: 'MT' });
    expect(serviceableZipCodes(coverage).slice(0, 2)).toEqual(['59801', '59870']);
    expect(serviceableZipCodes(coverage)).toHaveLength(2 + zips.length);
  });

  it('grows with the radius', () => {
    const sizes = [5, 25, 50, 100].map((miles) => serviceAreaCoverage(grid, ['43215'], miles).covered.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(sizes[0]).toBeGreaterThan(0);
  });
});
