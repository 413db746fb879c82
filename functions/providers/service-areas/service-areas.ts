// The Service Areas page: preview the area a choice of primary ZIPs and radius covers, and save it.
// Saving stores primary ∪ covered as the profile's serviceableZipCodes and rewrites the provider's
// "serves ZIP" items in one bounded batch (MAX_SERVICEABLE_ZIP_CODES), so search finds the provider
// in every covered ZIP at once. Every refusal happens before anything is written.
import {
  MAX_SERVICEABLE_ZIP_CODES,
  tooManyServiceableZipsMessage,
  type ServiceAreaInput,
  type ServiceAreaPreview,
  type ServiceAreasUpdate,
} from '../../../shared/schemas/provider-settings';
import { invalid } from '../../platform/errors';
import {
  assertUnchangedSince,
  ownProviderProfile,
  saveProviderProfile,
  type ProviderSettingsDeps,
  type StoredProviderProfile,
} from '../profile/save-provider-profile';
import { assertServiceableZips } from './zip-grid';
import { serviceableZipCodes, serviceAreaCoverage, type ServiceAreaCoverage, type ZipGrid } from './zip-radius';

export interface ServiceAreaDeps extends ProviderSettingsDeps {
  zipGrid: () => Promise<ZipGrid>;
}

async function coverageOf(zipGrid: () => Promise<ZipGrid>, input: ServiceAreaInput): Promise<ServiceAreaCoverage> {
  const grid = await zipGrid();
  await assertServiceableZips(grid, input.primaryZipCodes, 'primaryZipCodes');
  return serviceAreaCoverage(grid, input.primaryZipCodes, input.serviceRadius);
}

export async function previewServiceArea(deps: Pick<ServiceAreaDeps, 'zipGrid'>, input: ServiceAreaInput): Promise<ServiceAreaPreview> {
  const coverage = await coverageOf(deps.zipGrid, input);
  return {
    primary: coverage.primary,
    covered: coverage.covered,
    total: coverage.primary.length + coverage.covered.length,
    maxTotal: MAX_SERVICEABLE_ZIP_CODES,
  };
}

export async function updateServiceAreas(
  deps: ServiceAreaDeps,
  providerId: string,
  input: ServiceAreasUpdate,
): Promise<StoredProviderProfile> {
  const zips = serviceableZipCodes(await coverageOf(deps.zipGrid, input));
  if (zips.length > MAX_SERVICEABLE_ZIP_CODES) {
    const message = tooManyServiceableZipsMessage(zips.length);
    throw invalid(message, { serviceRadius: message });
  }
  const stored = await ownProviderProfile(deps.store, providerId);
  assertUnchangedSince(stored, input.expectedUpdatedAt);
  return saveProviderProfile(deps, stored, {
    primaryZipCodes: input.primaryZipCodes,
    serviceRadius: input.serviceRadius,
    serviceableZipCodes: zips,
  });
}
