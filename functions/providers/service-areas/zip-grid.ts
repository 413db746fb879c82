// The ZIP grid of zip-radius.ts over the delivery areas of functions/platform/zip-directory.ts (ZIPs
// with somewhere to deliver to, at the Census Bureau's coordinates). Built on first use, once per
// process (a cold start), so routes that never compute a radius never pay for it.
import { MAX_SERVICEABLE_ZIP_CODES, PROVIDER_SETTINGS_MESSAGES } from '../../../shared/schemas/provider-settings';
import { invalid } from '../../platform/errors';
import { lookupZip, usZipDirectory, type ZipPlace } from '../../platform/zip-directory';
import { createZipGrid, serviceAreaCoverage, serviceableZipCodes, type ZipGrid, type ZipPoint } from './zip-radius';

let building: Promise<ZipGrid> | undefined;

export function usZipGrid(): Promise<ZipGrid> {
  building ??= usZipDirectory().then((places) => createZipGrid(deliveryPoints(places.values())));
  return building;
}

function* deliveryPoints(places: Iterable<ZipPlace>): Generator<ZipPoint> {
  for (const { zipCode, city, state, latitude, longitude, delivers } of places) {
    if (delivers) yield { zipCode, city, state, latitude, longitude };
  }
}

/**
 * Every ZIP served from `primaryZipCodes` at `radiusMiles`, primary ZIPs first, up to the
 * per-provider cap: what a new profile stores and search indexes.
 */
export async function servedZipCodes(primaryZipCodes: readonly string[], radiusMiles: number): Promise<string[]> {
  const coverage = serviceAreaCoverage(await usZipGrid(), primaryZipCodes, radiusMiles);
  return [...new Set([...primaryZipCodes, ...serviceableZipCodes(coverage)])].slice(0, MAX_SERVICEABLE_ZIP_CODES);
}

/**
 * Refuses (400, naming each one) ZIPs a provider cannot serve: ZIPs not in the grid of delivery
 * areas, told apart as ones that do not exist and PO box or single-business ZIPs, which have
 * nowhere to deliver to. The one check of registration and the service-areas page.
 */
export async function assertServiceableZips(grid: ZipGrid, zipCodes: readonly string[], field: string): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  for (const [index, zipCode] of zipCodes.entries()) {
    if (grid.get(zipCode)) continue;
    const mailOnly = (await lookupZip(zipCode)) !== undefined;
    fieldErrors[`${field}.${index}`] = mailOnly ? PROVIDER_SETTINGS_MESSAGES.zipWithoutDeliveryArea : PROVIDER_SETTINGS_MESSAGES.zipUnvalidated;
  }
  const messages = Object.values(fieldErrors);
  if (messages.length > 0) throw invalid(messages[0], fieldErrors);
}
