// The ZIP grid of zip-radius.ts over the `zipcodes` dataset (the one functions/platform/zip-directory.ts
// reads; Node's module cache loads it once for both). Built on first use, once per process (a cold
// start), so routes that never compute a radius never pay for it.
import { MAX_SERVICEABLE_ZIP_CODES } from '../../../shared/schemas/provider-settings';
import { createZipGrid, serviceAreaCoverage, serviceableZipCodes, type ZipGrid, type ZipPoint } from './zip-radius';

type ZipcodesModule = typeof import('zipcodes');

let building: Promise<ZipGrid> | undefined;

export function usZipGrid(): Promise<ZipGrid> {
  building ??= import('zipcodes').then((module) => {
    const { codes } = ((module as { default?: ZipcodesModule }).default ?? module) as ZipcodesModule;
    return createZipGrid(usZipPoints(codes));
  });
  return building;
}

function* usZipPoints(codes: ZipcodesModule['codes']): Generator<ZipPoint> {
  for (const [zipCode, place] of Object.entries(codes)) {
    // The dataset also holds Canadian postal codes, keyed by their first three characters.
    if (place.country !== 'US' || !/^\d{5}$/.test(zipCode)) continue;
    yield { zipCode, city: place.city, state: place.state, latitude: place.latitude, longitude: place.longitude };
  }
}

/**
 * Every ZIP served from `primaryZipCodes` at `radiusMiles`, primary ZIPs first (even one the
 * dataset cannot place), up to the per-provider cap: what a new profile stores and search indexes.
 */
export async function servedZipCodes(primaryZipCodes: readonly string[], radiusMiles: number): Promise<string[]> {
  const coverage = serviceAreaCoverage(await usZipGrid(), primaryZipCodes, radiusMiles);
  return [...new Set([...primaryZipCodes, ...serviceableZipCodes(coverage)])].slice(0, MAX_SERVICEABLE_ZIP_CODES);
}
