import { describe, expect, it } from 'vitest';
import { MAX_SERVICEABLE_ZIP_CODES, PROVIDER_SETTINGS_MESSAGES, serviceAreasUpdateSchema } from '../../../shared/schemas/provider-settings';
import type { Store } from '../../platform/data/store';
import { previewServiceArea, updateServiceAreas } from './service-areas';
import { createZipGrid, type ZipPoint } from './zip-radius';

const point = (zipCode: string, latitude: number, longitude: number): ZipPoint => ({ zipCode, city: 'Town', state: 'MT', latitude, longitude });

// A small grid: three ZIPs about 7 miles apart along a meridian (0.1 degree of latitude = 6.9 miles).
const small = createZipGrid([point('59801', 46.8, -114), point('59802', 46.9, -114), point('59803', 47, -114)]);

/** A store that fails the test if anything is read or written: refusals must come first. */
const untouchable = new Proxy({}, {
  get: () => {
    throw new Error('the store was used');
  },
}) as Store;

describe('previewServiceArea', () => {
  it('lists primary and covered ZIPs with coordinates and distances, and the total', async () => {
    const preview = await previewServiceArea({ zipGrid: async () => small }, { primaryZipCodes: ['59801'], serviceRadius: 10 });
    expect(preview.primary).toEqual([point('59801', 46.8, -114)]);
    expect(preview.covered).toEqual([{ ...point('59802', 46.9, -114), distanceMiles: 6.9 }]);
    expect(preview).toMatchObject({ total: 2, maxTotal: MAX_SERVICEABLE_ZIP_CODES });
  });

  it('refuses a ZIP the dataset does not know, naming it', async () => {
    await expect(previewServiceArea({ zipGrid: async () => small }, { primaryZipCodes: ['59801', '00000'], serviceRadius: 10 })).rejects.toMatchObject({
      code: 'invalid',
      message: PROVIDER_SETTINGS_MESSAGES.zipUnvalidated,
      fieldErrors: { 'primaryZipCodes.1': PROVIDER_SETTINGS_MESSAGES.zipUnvalidated },
    });
  });
});

describe('updateServiceAreas', () => {
  it('refuses an area above the cap before reading or writing anything', async () => {
    const crowded = createZipGrid(
      Array.from({ length: MAX_SERVICEABLE_ZIP_CODES + 1 }, (_, index) => point(String(10000 + index), 40 + index * 1e-5, -100)),
    );
    const refusal = updateServiceAreas({ store: untouchable, clock: () => new Date(), zipGrid: async () => crowded }, 'p1', {
      primaryZipCodes: ['10000'],
      serviceRadius: 5,
    });
    await expect(refusal).rejects.toMatchObject({ code: 'invalid', fieldErrors: { serviceRadius: expect.stringContaining('3,001 ZIP codes') } });
  });

  it('refuses an unknown ZIP before reading or writing anything', async () => {
    await expect(
      updateServiceAreas({ store: untouchable, clock: () => new Date(), zipGrid: async () => small }, 'p1', { primaryZipCodes: ['99999'], serviceRadius: 5 }),
    ).rejects.toMatchObject({ code: 'invalid', message: PROVIDER_SETTINGS_MESSAGES.zipUnvalidated });
  });
});

describe('serviceAreasUpdateSchema', () => {
  const valid = { primaryZipCodes: ['59801'], serviceRadius: 25 };
  const messages = (body: unknown) => (serviceAreasUpdateSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.message);

  it('accepts 1 to 30 unique five-digit ZIPs and a radius of 5 to 100 in steps of 5', () => {
    expect(serviceAreasUpdateSchema.safeParse(valid).success).toBe(true);
    expect(serviceAreasUpdateSchema.safeParse({ primaryZipCodes: ['59801'], serviceRadius: 5 }).success).toBe(true);
    expect(serviceAreasUpdateSchema.safeParse({ primaryZipCodes: ['59801'], serviceRadius: 100 }).success).toBe(true);
  });

  it("refuses with the spec's words", () => {
    expect(messages({ ...valid, primaryZipCodes: ['5980'] })).toEqual(['Please enter a valid 5-digit ZIP code']);
    expect(messages({ ...valid, primaryZipCodes: ['59801', '59801'] })).toEqual(['This ZIP code is already in your primary service areas']);
    expect(messages({ ...valid, primaryZipCodes: [] })).toEqual([PROVIDER_SETTINGS_MESSAGES.primaryZipRequired]);
    expect(messages({ ...valid, primaryZipCodes: Array.from({ length: 31 }, (_, index) => String(10000 + index)) })).toEqual([
      'At most 30 primary ZIP codes',
    ]);
  });

  it.each([0, 4, 7, 105, 25.5])('refuses a radius of %s', (serviceRadius) => {
    expect(serviceAreasUpdateSchema.safeParse({ ...valid, serviceRadius }).success).toBe(false);
  });
});
