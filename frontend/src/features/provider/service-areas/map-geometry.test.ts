import { geoDistance, geoPath } from 'd3-geo';
import type { Feature, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { fitServiceAreaProjection, milesToDegrees, radiusCircle, serviceAreaFocus } from './map-geometry';

const COLUMBUS = { latitude: 39.9671, longitude: -83.0044 };
const BLACKLICK = { latitude: 40.021, longitude: -82.8079 };
// A rough box around the lower 48, standing in for the nation outline.
const COUNTRY: Feature<Polygon> = {
  type: 'Feature',
  properties: {},
  geometry: { type: 'Polygon', coordinates: [[[-124, 25], [-67, 25], [-67, 49], [-124, 49], [-124, 25]]] },
};
const FRAME = { width: 640, height: 400, padding: 20 };
const EARTH_RADIUS_MILES = 3958.8;

describe('milesToDegrees', () => {
  it('divides by the 69.09 miles of one degree', () => {
    expect(milesToDegrees(69.09)).toBe(1);
    expect(milesToDegrees(25)).toBeCloseTo(0.3618, 4);
  });
});

describe('radiusCircle', () => {
  it('is a closed ring whose every vertex lies the radius away from the center', () => {
    const ring = radiusCircle(COLUMBUS, 25).coordinates[0]!;
    expect(ring.length).toBeGreaterThan(60);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (const [longitude, latitude] of ring) {
      const miles = geoDistance([COLUMBUS.longitude, COLUMBUS.latitude], [longitude!, latitude!]) * EARTH_RADIUS_MILES;
      expect(miles).toBeGreaterThan(24.8);
      expect(miles).toBeLessThan(25.2);
    }
  });
});

describe('serviceAreaFocus', () => {
  it('widens small areas to show their surroundings, and keeps a margin around large ones', () => {
    const ringMiles = (miles: number) => {
      const focus = serviceAreaFocus([COLUMBUS], [], miles)!;
      const [longitude, latitude] = (focus.features[0]!.geometry as Polygon).coordinates[0]![0]!;
      return geoDistance([COLUMBUS.longitude, COLUMBUS.latitude], [longitude!, latitude!]) * EARTH_RADIUS_MILES;
    };
    expect(ringMiles(25)).toBeCloseTo(100, 0);
    expect(ringMiles(100)).toBeCloseTo(120, 0);
    expect(serviceAreaFocus([], [], 25)).toBeUndefined();
    expect(serviceAreaFocus([COLUMBUS], [BLACKLICK], 25)!.features[1]!.geometry).toEqual({
      type: 'MultiPoint',
      coordinates: [[BLACKLICK.longitude, BLACKLICK.latitude]],
    });
  });
});

describe('fitServiceAreaProjection', () => {
  it('zooms to the circles and covered ZIPs, inside the padding', () => {
    const focus = serviceAreaFocus([COLUMBUS], [BLACKLICK], 25)!;
    const projection = fitServiceAreaProjection(FRAME, focus, COUNTRY);
    const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(focus);
    expect(Math.min(x0, y0)).toBeGreaterThanOrEqual(19.5);
    expect(x1).toBeLessThanOrEqual(620.5);
    expect(y1).toBeLessThanOrEqual(380.5);
    // The fit fills the frame along one axis.
    expect(Math.max((x1 - x0) / 600, (y1 - y0) / 360)).toBeCloseTo(1, 2);
    const [x, y] = projection([COLUMBUS.longitude, COLUMBUS.latitude])!;
    expect(x).toBeGreaterThan(20);
    expect(x).toBeLessThan(620);
    expect(y).toBeGreaterThan(20);
    expect(y).toBeLessThan(380);
  });

  it('keeps the circle round: as wide as it is tall on the map', () => {
    const circle = radiusCircle(COLUMBUS, 50);
    const projection = fitServiceAreaProjection(FRAME, serviceAreaFocus([COLUMBUS], [], 50), COUNTRY);
    const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(circle);
    expect((x1 - x0) / (y1 - y0)).toBeCloseTo(1, 1);
  });

  it('shows the whole country when nothing is chosen, or nothing can be drawn', () => {
    const empty = fitServiceAreaProjection(FRAME, serviceAreaFocus([], [], 25), COUNTRY);
    const [[x0], [x1]] = geoPath(empty).bounds(COUNTRY);
    expect(x0).toBeCloseTo(20, 0);
    expect(x1).toBeCloseTo(620, 0);
    // San Juan, Puerto Rico: outside what Albers USA draws.
    const offMap = fitServiceAreaProjection(FRAME, serviceAreaFocus([{ latitude: 18.4, longitude: -66.06 }], [], 25), COUNTRY);
    expect(geoPath(offMap).bounds(COUNTRY)[0][0]).toBeCloseTo(20, 0);
  });
});
