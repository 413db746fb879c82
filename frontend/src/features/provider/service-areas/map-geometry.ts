// Geometry of the service-area map: the radius as a circle on the sphere, and an Albers USA
// projection fitted to the area served (or to the whole country when nothing is chosen yet).
import { geoAlbersUsa, geoCircle, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, Polygon } from 'geojson';

/** Miles in one degree of latitude (and of a great circle); what the server's distance uses too. */
const MILES_PER_DEGREE = 69.09;

export interface MapPlace {
  latitude: number;
  longitude: number;
}

export function milesToDegrees(miles: number): number {
  return miles / MILES_PER_DEGREE;
}

/** The points within `miles` of the center, as a GeoJSON polygon (a small circle on the sphere). */
export function radiusCircle(center: MapPlace, miles: number): Polygon {
  return geoCircle().center([center.longitude, center.latitude]).radius(milesToDegrees(miles)).precision(3)();
}

/**
 * The least distance the map shows around a primary ZIP: a 25-mile area fitted exactly fills the
 * map with one green disc, with no state line or coast to tell where it is.
 */
const MAP_CONTEXT_MILES = 100;

/**
 * What the map zooms to: the circles around the primary ZIPs (widened to MAP_CONTEXT_MILES, and
 * by a fifth for a margin) and every covered ZIP; none when nothing is chosen.
 */
export function serviceAreaFocus(primary: readonly MapPlace[], covered: readonly MapPlace[], radiusMiles: number): FeatureCollection | undefined {
  if (primary.length === 0 && covered.length === 0) return undefined;
  const focusMiles = Math.max(radiusMiles * 1.2, MAP_CONTEXT_MILES);
  const features: Feature<Geometry>[] = primary.map((place) => ({ type: 'Feature', properties: {}, geometry: radiusCircle(place, focusMiles) }));
  if (covered.length > 0) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiPoint', coordinates: covered.map((place) => [place.longitude, place.latitude]) },
    });
  }
  return { type: 'FeatureCollection', features };
}

export interface MapFrame {
  width: number;
  height: number;
  /** Space kept free around the focus, in pixels. */
  padding: number;
}

function fitsOnMap(projection: GeoProjection, object: GeoPermissibleObjects): boolean {
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(object);
  return [x0, y0, x1, y1].every(Number.isFinite);
}

/**
 * Albers USA fitted into the frame around `focus`. Falls back to `country` when there is no focus
 * or none of it lies where Albers USA draws anything (it leaves out e.g. Puerto Rico).
 */
export function fitServiceAreaProjection(frame: MapFrame, focus: GeoPermissibleObjects | undefined, country: GeoPermissibleObjects): GeoProjection {
  const extent: [[number, number], [number, number]] = [
    [frame.padding, frame.padding],
    [frame.width - frame.padding, frame.height - frame.padding],
  ];
  if (focus) {
    const projection = geoAlbersUsa();
    if (fitsOnMap(projection, focus)) return projection.fitExtent(extent, focus);
  }
  return geoAlbersUsa().fitExtent(extent, country);
}
