import { describe, expect, it } from 'vitest';
import { MAX_ZIPS, MIN_ZIPS, seededRandom, serviceArea, syntheticServiceAreas, zipGrid } from './service-areas';

describe('seededRandom', () => {
  it('is reproducible and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('serviceArea', () => {
  const grid = zipGrid(1000, '43215');

  it('serves exactly the requested number of distinct ZIPs, home first, even in a corner', () => {
    const middle = serviceArea(grid, grid.targetCell, 25);
    expect(middle.zipCodes[0]).toBe('43215');
    expect(new Set(middle.zipCodes).size).toBe(25);
    const corner = serviceArea(grid, 0, 40);
    expect(corner.zipCodes[0]).toBe('10000');
    expect(new Set(corner.zipCodes).size).toBe(40);
  });

  it('gives larger areas larger radii', () => {
    expect(serviceArea(grid, grid.targetCell, 40).radiusMiles).toBeGreaterThan(serviceArea(grid, grid.targetCell, 10).radiusMiles);
  });
});

describe('syntheticServiceAreas', () => {
  it.each([100, 1000, 10_000])('spreads %i providers over many ZIPs with 10 to 40 each and a steady density', (providers) => {
    const { grid, areas } = syntheticServiceAreas(providers, '43215');
    const counts = areas.map((area) => area.zipCodes.length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(MIN_ZIPS);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_ZIPS);
    const distinct = new Set(areas.flatMap((area) => area.zipCodes)).size;
    expect(distinct).toBeGreaterThan(providers >= 1000 ? providers : 150);
    const perZip = counts.reduce((sum, count) => sum + count, 0) / (grid.width * grid.width);
    expect(perZip).toBeGreaterThan(10);
    expect(perZip).toBeLessThan(20);
  });
});
