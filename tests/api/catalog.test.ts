// Catalog API over HTTP against the embedded local stack (real DynamoDB Local, seeded sample data).
import { describe, expect, it } from 'vitest';
import { DUMPSTER_TYPES, DEFAULT_SEARCH_SIZE } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { quote } from '../../shared/pricing';
import { listingDetailSchema } from '../../shared/schemas/listing';
import { searchResponseSchema } from '../../shared/schemas/search';
import { zipCodeLookupSchema } from '../../shared/schemas/zip-code';
import { samplePricing } from '../../scripts/seed/sample-pricing';
import { NATIONAL_PROVIDERS, OHIO_PROVIDERS } from '../../scripts/seed/sample-providers';
import { api } from '../support/stack-client';

const SAMPLE_PROVIDERS = [...OHIO_PROVIDERS, ...NATIONAL_PROVIDERS];
const servingColumbus = SAMPLE_PROVIDERS.filter((provider) => provider.zipCodes.includes('43215'));

async function search(query: string) {
  const response = await api(`/api/search?${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /api/zip-codes/{zipCode}', () => {
  it('names the city and counts the providers serving a seeded ZIP', async () => {
    const response = await api('/api/zip-codes/43215');
    expect(response.status).toBe(200);
    const body = zipCodeLookupSchema.parse(await response.json());
    expect(body).toMatchObject({ zipCode: '43215', city: 'Columbus', state: 'OH', delivers: true, providerCount: servingColumbus.length });
  });

  it('knows a real ZIP nobody serves yet', async () => {
    const body = zipCodeLookupSchema.parse(await (await api('/api/zip-codes/99901')).json());
    expect(body).toMatchObject({ city: 'Ketchikan', state: 'AK', delivers: true, providerCount: 0 });
  });

  it('knows a PO box ZIP, which nobody serves since nothing can be delivered there', async () => {
    const body = zipCodeLookupSchema.parse(await (await api('/api/zip-codes/43216')).json());
    expect(body).toMatchObject({ city: 'Columbus', state: 'OH', delivers: false, providerCount: 0 });
  });

  it("answers 404 with the spec's message for a ZIP that does not exist", async () => {
    const response = await api('/api/zip-codes/00000');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: MESSAGES.zipNotServiced });
  });

  it("answers 400 with the spec's message for a 4-digit ZIP", async () => {
    const response = await api('/api/zip-codes/4321');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(MESSAGES.zipInvalid);
  });
});

describe('GET /api/search', () => {
  it('lists exactly the providers serving the ZIP with the size, cheapest weekly total first, priced from stored prices', async () => {
    const { status, body } = await search('zipCode=43215&size=20');
    expect(status).toBe(200);
    const result = searchResponseSchema.parse(body);
    expect(result.zip).toMatchObject({ city: 'Columbus', state: 'OH' });
    expect(result.providers.map((provider) => provider.businessName).sort()).toEqual(
      servingColumbus.filter((provider) => (provider.inventory[20] ?? 0) > 0).map((provider) => provider.businessName).sort(),
    );
    const totals = result.providers.map((provider) => provider.quote.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const provider of result.providers) {
      const sample = SAMPLE_PROVIDERS.find((candidate) => candidate.businessName === provider.businessName)!;
      const expected = quote({ pricing: samplePricing(sample), sizeYards: 20 });
      expect(provider.quote).toEqual(expected);
    }
  });

  it('lists only providers offering a selected add-on, each charging its own price for it', async () => {
    const addOns = encodeURIComponent(JSON.stringify({ sameDayDelivery: true }));
    const result = searchResponseSchema.parse((await search(`zipCode=43215&addOns=${addOns}`)).body);
    const offering = servingColumbus.filter((provider) => provider.addOns.sameDayDelivery && (provider.inventory[DEFAULT_SEARCH_SIZE] ?? 0) > 0);
    expect(result.providers.map((provider) => provider.businessName).sort()).toEqual(offering.map((provider) => provider.businessName).sort());
    for (const provider of result.providers) {
      const sample = SAMPLE_PROVIDERS.find((candidate) => candidate.businessName === provider.businessName)!;
      expect(provider.quote.addOnsCents).toBe(samplePricing(sample).addOnPricesCents.sameDayDelivery);
    }
  });

  it.each(DUMPSTER_TYPES)('keeps only providers offering the requested dumpster type: %s', async (type) => {
    const answer = await search(`zipCode=43215&dumpsterType=${type}`);
    expect(answer.status).toBe(200);
    const result = searchResponseSchema.parse(answer.body);
    // Of those with a dumpster of the size searched (the default), as search lists no one who could not deliver it.
    const expected = servingColumbus.filter(
      (provider) => (provider.dumpsterTypes as readonly string[]).includes(type) && (provider.inventory[DEFAULT_SEARCH_SIZE] ?? 0) > 0,
    );
    expect(result.providers.map((provider) => provider.businessName).sort()).toEqual(
      expected.map((provider) => provider.businessName).sort(),
    );
  });

  it('returns an empty list for a real ZIP nobody serves', async () => {
    const result = searchResponseSchema.parse((await search('zipCode=99901')).body);
    expect(result.providers).toEqual([]);
    expect(result.zip.city).toBe('Ketchikan');
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const badZip = await search('zipCode=4321');
    expect(badZip.status).toBe(400);
    expect((badZip.body as { message: string }).message).toBe(MESSAGES.zipInvalid);
    const badSize = await search('zipCode=43215&size=7');
    expect(badSize.status).toBe(400);
    expect((badSize.body as { fieldErrors: Record<string, string> }).fieldErrors.size).toMatch(/Size must be one of/);
    const badAddOns = await search('zipCode=43215&addOns=%7Bnope');
    expect(badAddOns.status).toBe(400);
    const missing = await search('');
    expect(missing.status).toBe(400);
  });
});

describe('GET /api/listings/{listingId}', () => {
  it('returns a listing found through search, with its provider', async () => {
    const result = searchResponseSchema.parse((await search('zipCode=43215')).body);
    const summary = result.providers.flatMap((provider) => provider.listings)[0];
    const response = await api(`/api/listings/${summary.listingId}`);
    expect(response.status).toBe(200);
    const detail = listingDetailSchema.parse(await response.json());
    expect(detail.listing.listingId).toBe(summary.listingId);
    expect(detail.listing.serviceAreas).toContain('43215');
    expect(detail.provider.businessName).toBe(summary.providerName);
  });

  it("answers 404 'Dumpster Listing not found' for an unknown id", async () => {
    const response = await api('/api/listings/no-such-listing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: MESSAGES.listingNotFound });
  });
});
