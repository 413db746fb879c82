// The real US ZIP grid: distances and names a hauler can check on a map.
import { describe, expect, it } from 'vitest';
import { serviceAreaCoverage } from './zip-radius';
import { usZipGrid } from './zip-grid';

describe('the US ZIP grid', () => {
  it('measures distances between delivery areas as the crow flies', async () => {
    const grid = await usZipGrid();
    const distance = (from: string, to: string) => {
      const coverage = serviceAreaCoverage(grid, [from], 60);
      return coverage.covered.find((zip) => zip.zipCode === to)?.distanceMiles;
    };
    // Known straight-line distances between the centres of these delivery areas, +- 1.5 miles.
    const known: [string, string, number][] = [
      ['43215', '43081', 12], // downtown Columbus - Westerville
      ['43215', '43017', 13], // downtown Columbus - Dublin, OH
      ['43215', '43123', 9], // downtown Columbus - Grove City
      ['10001', '07030', 2.5], // Midtown Manhattan - Hoboken
      ['60601', '60201', 12.5], // Chicago Loop - Evanston
      ['90210', '90401', 7.5], // Beverly Hills - Santa Monica
    ];
    for (const [from, to, miles] of known) {
      expect(Math.abs((distance(from, to) ?? Infinity) - miles), `${from} to ${to}`).toBeLessThanOrEqual(1.5);
    }
  });

  it('lists only ZIPs a dumpster can be delivered to, under their town names', async () => {
    const grid = await usZipGrid();
    const coverage = serviceAreaCoverage(grid, ['43215'], 15);
    const listed = new Map(coverage.covered.map((zip) => [zip.zipCode, zip]));
    // PO box and single-business ZIPs have no delivery area: Westerville's PO boxes (43086), a
    // bank's own ZIP (43265), downtown Columbus PO boxes (43216).
    for (const mailOnly of ['43086', '43265', '43216']) expect(listed.has(mailOnly), mailOnly).toBe(false);
    expect(listed.get('43081')).toMatchObject({ city: 'Westerville', state: 'OH' });
    for (const zip of coverage.covered) expect(zip.distanceMiles, zip.zipCode).toBeGreaterThan(0.3);
  });

  it('places a PO box ZIP nowhere, so it cannot anchor a service area', async () => {
    const grid = await usZipGrid();
    expect(grid.get('43086')).toBeUndefined();
    expect(grid.get('99999')).toBeUndefined();
    expect(grid.get('43081')).toMatchObject({ city: 'Westerville', state: 'OH' });
  });
});
