// The provider portal's listings over HTTP against the embedded stack: images uploaded with
// presigned POSTs and checked on save, listings in search for their ZIPs while available, owner-only
// editing with optimistic concurrency, removed images deleted from the bucket.
// Two providers registered for this file serve Missoula (59801, 59802), a ZIP no seeded provider
// serves, so the catalog tests' exact Columbus results stay exact.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { quote } from '../../shared/pricing';
import { listingDetailSchema, listingSchema, type Listing } from '../../shared/schemas/listing';
import {
  LISTING_MESSAGES,
  listingImageUploadSchema,
  providerListingsResponseSchema,
  type ListingImageUpload,
} from '../../shared/schemas/provider-listing';
import { RENT_MESSAGES } from '../../shared/schemas/rental';
import { searchResponseSchema } from '../../shared/schemas/search';
import { api, dynamoDbRequestsDuring, searchIndexSettled, signIn } from '../support/stack-client';
import { sampleFile } from '../support/sample-files';
import { MISSOULA_ADDRESS } from './checkout-support';
import { issueCode, operatorToken, postToBucket, putPastThePolicy, expectRefusedByBucket, registrationBody, submitProviderRequest, uploadDocuments } from './onboarding-support';
import { providerListingBody as listingBody } from './provider-portal-support';
import { newCustomer, rentBody, tableStore } from './rentals-support';

interface TestProvider {
  providerId: string;
  businessName: string;
  token: string;
}

let providerA: TestProvider;
let providerB: TestProvider;

async function registerTestProvider(operator: string): Promise<TestProvider> {
  const code = (await issueCode(operator, await submitProviderRequest())).code;
  const body = registrationBody(code, await uploadDocuments(code));
  const response = await api('/api/providers', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  const { providerId } = (await response.json()) as { providerId: string };
  return { providerId, businessName: body.businessName, token: (await signIn(body.email, body.password)).accessToken };
}

beforeAll(async () => {
  const operator = await operatorToken();
  [providerA, providerB] = await Promise.all([registerTestProvider(operator), registerTestProvider(operator)]);
});


const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

function presign(token: string, body: Record<string, unknown>): Promise<Response> {
  return api('/api/provider/listing-images/uploads', { method: 'POST', token, body: JSON.stringify(body) });
}

/** Presigns and uploads one image as the browser would; answers the presigned upload. */
async function uploadImage(token: string, contentType = 'image/png', bytes = sampleFile(contentType)): Promise<ListingImageUpload> {
  const response = await presign(token, { contentType, size: bytes.length });
  expect(response.status).toBe(201);
  const presigned = listingImageUploadSchema.parse(await response.json());
  await postToBucket(presigned, contentType, bytes);
  return presigned;
}

async function createListing(provider: TestProvider, body: Record<string, unknown> = listingBody()): Promise<Listing> {
  const response = await api('/api/provider/listings', { method: 'POST', token: provider.token, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return listingSchema.parse(await response.json());
}

const putListing = (provider: TestProvider, listing: Listing, overrides: Record<string, unknown> = {}) =>
  api(`/api/provider/listings/${listing.listingId}`, {
    method: 'PUT',
    token: provider.token,
    body: JSON.stringify({ ...listingBody({ imageUrls: listing.imageUrls }), expectedUpdatedAt: listing.updatedAt, ...overrides }),
  });

/** The listing ids search shows under the provider for a ZIP, once search has caught up with the saves before (it indexes from the table's stream). */
async function searchedListingIds(zipCode: string, providerId: string): Promise<string[]> {
  await searchIndexSettled();
  const response = await api(`/api/search?zipCode=${zipCode}`);
  expect(response.status).toBe(200);
  const result = searchResponseSchema.parse(await response.json());
  return result.providers.find((provider) => provider.providerId === providerId)?.listings.map((listing) => listing.listingId) ?? [];
}

const mediaStatus = async (imageUrl: string) => (await api(imageUrl)).status;

async function providerListingIds(provider: TestProvider): Promise<string[]> {
  const response = await api('/api/provider/listings', { token: provider.token });
  expect(response.status).toBe(200);
  return providerListingsResponseSchema.parse(await response.json()).listings.map((listing) => listing.listingId);
}

describe('POST /api/provider/listing-images/uploads', () => {
  it("presigns one image under the provider's own media prefix, limited to 5 MB and the declared type", async () => {
    const response = await presign(providerA.token, { contentType: 'image/jpeg', size: 1234, count: 2 });
    expect(response.status).toBe(201);
    const presigned = listingImageUploadSchema.parse(await response.json());
    expect(presigned.key).toMatch(new RegExp(`^media/listing-images/${providerA.providerId}/[0-9a-f-]{36}$`));
    expect(presigned.imageUrl).toBe(`/${presigned.key}`);
    expect(presigned.maxBytes).toBe(5 * 1024 * 1024);
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
  });

  it("refuses a file that is not an image, one over 5 MB and a sixth image with the spec's messages", async () => {
    const notImage = await presign(providerA.token, { contentType: 'application/pdf', size: 1000 });
    expect(notImage.status).toBe(400);
    expect(await messageOf(notImage)).toBe(LISTING_MESSAGES.invalidImages);
    const tooBig = await presign(providerA.token, { contentType: 'image/png', size: 5 * 1024 * 1024 + 1 });
    expect(tooBig.status).toBe(400);
    expect(await messageOf(tooBig)).toBe(LISTING_MESSAGES.imageTooLarge);
    const sixth = await presign(providerA.token, { contentType: 'image/png', size: 1000, count: 6 });
    expect(sixth.status).toBe(400);
    expect(await messageOf(sixth)).toBe(LISTING_MESSAGES.tooManyImages);
  });
});

describe('provider listings', () => {
  it('creates a listing with two uploaded images: available, priced in cents, on the detail page and in search for its ZIPs', async () => {
    const images = await Promise.all([uploadImage(providerA.token), uploadImage(providerA.token, 'image/webp')]);
    let listing: Listing | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      listing = await createListing(providerA, listingBody({ imageUrls: images.map((image) => image.imageUrl) }));
    });
    expect(requests.map((request) => request.operation)).not.toContain('Scan');
    // A listing has no price of its own, whatever the body sends: its provider prices its size.
    expect(listing).not.toHaveProperty('pricing');
    expect(listing).toMatchObject({
      providerId: providerA.providerId,
      providerName: providerA.businessName,
      type: 'roll-off',
      size: '20',
      category: 'both',
      // From the registration: delivery fee $55, same-day delivery offered, driveway protection not, not yet verified.
      deliveryFeeCents: 5_500,
      sameDayDelivery: true,
      drivewaySafe: false,
      verified: false,
      serviceAreas: ['59801', '59802'],
      imageUrls: images.map((image) => image.imageUrl),
      availability: true,
    });
    for (const image of images) expect(await mediaStatus(image.imageUrl)).toBe(200);

    const detail = await api(`/api/listings/${listing!.listingId}`);
    expect(detail.status).toBe(200);
    expect(listingDetailSchema.parse(await detail.json()).listing).toEqual(listing);
    for (const zipCode of ['59801', '59802']) {
      expect(await searchedListingIds(zipCode, providerA.providerId)).toContain(listing!.listingId);
    }
    const own = await api(`/api/provider/listings/${listing!.listingId}`, { token: providerA.token });
    expect(listingSchema.parse(await own.json())).toEqual(listing);
  });

  it('lists the provider\'s own listings newest first, with one Query', async () => {
    const older = await createListing(providerA, listingBody({ serviceAreas: [] }));
    const newer = await createListing(providerA, listingBody({ serviceAreas: [] }));
    let response: Response | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      response = await api('/api/provider/listings', { token: providerA.token });
    });
    // The handler chain's account check (the provider's profile), then one Query.
    expect(requests.map((request) => request.operation)).toEqual(['GetItem', 'Query']);
    const { listings } = providerListingsResponseSchema.parse(await response!.json());
    expect(listings.every((listing) => listing.providerId === providerA.providerId)).toBe(true);
    const ids = listings.map((listing) => listing.listingId);
    expect(ids.indexOf(newer.listingId)).toBeLessThan(ids.indexOf(older.listingId));
    expect(await providerListingIds(providerB)).not.toContain(newer.listingId);

    const firstPage = providerListingsResponseSchema.parse(await (await api('/api/provider/listings?limit=1', { token: providerA.token })).json());
    expect(firstPage.listings.map((listing) => listing.listingId)).toEqual([newer.listingId]);
    expect(firstPage.cursor).toBeDefined();
    const secondPage = providerListingsResponseSchema.parse(
      await (await api(`/api/provider/listings?limit=1&cursor=${encodeURIComponent(firstPage.cursor!)}`, { token: providerA.token })).json(),
    );
    expect(secondPage.listings.map((listing) => listing.listingId)).toEqual([older.listingId]);
    const forged = await api('/api/provider/listings?cursor=not-a-cursor', { token: providerA.token });
    expect(forged.status).toBe(400);
    expect((await api('/api/provider/listings?limit=101', { token: providerA.token })).status).toBe(400);
  });

  it("saves an edit: the removed image is deleted from the bucket, the kept one stays, search shows the new size at its provider's price and the new ZIPs", async () => {
    const [kept, removed] = await Promise.all([uploadImage(providerA.token), uploadImage(providerA.token)]);
    const listing = await createListing(providerA, listingBody({ imageUrls: [kept.imageUrl, removed.imageUrl] }));
    const added = await uploadImage(providerA.token, 'image/jpeg');

    const response = await putListing(providerA, listing, {
      size: '30',
      serviceAreas: ['59801'],
      imageUrls: [kept.imageUrl, added.imageUrl],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = listingSchema.parse(await response.json());
    expect(saved).toMatchObject({
      size: '30',
      serviceAreas: ['59801'],
      imageUrls: [kept.imageUrl, added.imageUrl],
      createdAt: listing.createdAt,
    });
    expect(saved.updatedAt > listing.updatedAt).toBe(true);
    expect(await mediaStatus(removed.imageUrl)).toBe(404);
    expect(await mediaStatus(kept.imageUrl)).toBe(200);
    expect(await mediaStatus(added.imageUrl)).toBe(200);

    expect(await searchedListingIds('59801', providerA.providerId)).toContain(listing.listingId);
    expect(await searchedListingIds('59802', providerA.providerId)).not.toContain(listing.listingId);
    const result = searchResponseSchema
      .parse(await (await api('/api/search?zipCode=59801')).json())
      .providers.find((provider) => provider.providerId === providerA.providerId)!;
    const summary = result.listings.find((candidate) => candidate.listingId === listing.listingId);
    const { data: profile } = await tableStore().entities.providerProfile.get({ providerId: providerA.providerId }).go();
    expect(summary).toMatchObject({ size: '30', totalCents: quote({ pricing: profile!.pricing, sizeYards: 30 }).totalCents, imageUrl: kept.imageUrl });
  });

  it("refuses another provider with the spec's message and answers 404 for a missing listing", async () => {
    const listing = await createListing(providerA, listingBody({ serviceAreas: [] }));
    const path = `/api/provider/listings/${listing.listingId}`;
    const attempts = [
      api(path, { token: providerB.token }),
      putListing(providerB, listing),
      api(`${path}/availability`, { method: 'PUT', token: providerB.token, body: JSON.stringify({ availability: false }) }),
      api(path, { method: 'DELETE', token: providerB.token }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: LISTING_MESSAGES.noPermission });
    }
    const unchanged = listingSchema.parse(await (await api(path, { token: providerA.token })).json());
    expect(unchanged).toEqual(listing);

    const missing = `/api/provider/listings/${randomUUID()}`;
    for (const response of await Promise.all([
      api(missing, { token: providerA.token }),
      putListing(providerA, { ...listing, listingId: missing.split('/').pop()! }),
      api(`${missing}/availability`, { method: 'PUT', token: providerA.token, body: JSON.stringify({ availability: true }) }),
      api(missing, { method: 'DELETE', token: providerA.token }),
    ])) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: LISTING_MESSAGES.notFound });
    }
  });

  it('an unavailable listing cannot be rented and leaves search; made available again it returns', async () => {
    const listing = await createListing(providerA);
    const customer = await newCustomer();
    const toggle = (availability: boolean) =>
      api(`/api/provider/listings/${listing.listingId}/availability`, {
        method: 'PUT',
        token: providerA.token,
        body: JSON.stringify({ availability }),
      });

    const off = await toggle(false);
    expect(off.status).toBe(200);
    expect(listingSchema.parse(await off.json()).availability).toBe(false);
    const rent = await api('/api/rentals', { method: 'POST', token: customer.token, body: JSON.stringify(rentBody(listing.listingId, { deliveryAddress: MISSOULA_ADDRESS })) });
    expect(rent.status).toBe(409);
    expect(await rent.json()).toEqual({ message: RENT_MESSAGES.unavailable });
    expect(await searchedListingIds('59801', providerA.providerId)).not.toContain(listing.listingId);
    expect(await searchedListingIds('59802', providerA.providerId)).not.toContain(listing.listingId);
    expect(listingDetailSchema.parse(await (await api(`/api/listings/${listing.listingId}`)).json()).listing.availability).toBe(false);

    const on = await toggle(true);
    expect(on.status).toBe(200);
    expect(await searchedListingIds('59801', providerA.providerId)).toContain(listing.listingId);
    // Delivered where the listing goes (Missoula).
    const rentAgain = await api('/api/rentals', { method: 'POST', token: customer.token, body: JSON.stringify(rentBody(listing.listingId, { deliveryAddress: MISSOULA_ADDRESS })) });
    expect(rentAgain.status).toBe(201);
  });

  it('an edit saved as unavailable also leaves search', async () => {
    const listing = await createListing(providerA);
    const response = await putListing(providerA, listing, { availability: false });
    expect(response.status).toBe(200);
    expect(listingSchema.parse(await response.json()).availability).toBe(false);
    expect(await searchedListingIds('59801', providerA.providerId)).not.toContain(listing.listingId);
  });

  it('refuses six images, a file that is not an image, one that was never uploaded and someone else\'s, writing nothing', async () => {
    const before = await providerListingIds(providerA);
    const create = (imageUrls: string[]) =>
      api('/api/provider/listings', { method: 'POST', token: providerA.token, body: JSON.stringify(listingBody({ imageUrls })) });

    const six = await Promise.all(Array.from({ length: 6 }, () => uploadImage(providerA.token)));
    const tooMany = await create(six.map((image) => image.imageUrl));
    expect(tooMany.status).toBe(400);
    expect(await messageOf(tooMany)).toBe(LISTING_MESSAGES.tooManyImages);

    // A PDF where an image was declared: the bucket refuses it; one put there past the policy is refused by the save.
    const declared = listingImageUploadSchema.parse(await (await presign(providerA.token, { contentType: 'image/png', size: 1000 })).json());
    await expectRefusedByBucket(declared, 'application/pdf', sampleFile('image/png'));
    await putPastThePolicy(declared.key, 'application/pdf', sampleFile('image/png'));
    const wrongType = await create([declared.imageUrl]);
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({
      message: LISTING_MESSAGES.invalidImages,
      fieldErrors: { imageUrls: LISTING_MESSAGES.invalidImages },
    });

    const tooBig = listingImageUploadSchema.parse(await (await presign(providerA.token, { contentType: 'image/png', size: 1000 })).json());
    await expectRefusedByBucket(tooBig, 'image/png', new Uint8Array(5 * 1024 * 1024 + 1).fill(1));
    await putPastThePolicy(tooBig.key, 'image/png', new Uint8Array(5 * 1024 * 1024 + 1).fill(1));
    const bigResponse = await create([tooBig.imageUrl]);
    expect(bigResponse.status).toBe(400);
    expect(await messageOf(bigResponse)).toBe(LISTING_MESSAGES.imageTooLarge);

    const neverUploaded = listingImageUploadSchema.parse(await (await presign(providerA.token, { contentType: 'image/png', size: 1000 })).json());
    const missing = await create([neverUploaded.imageUrl]);
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toBe(LISTING_MESSAGES.invalidImages);

    const othersImage = await uploadImage(providerB.token);
    const foreign = await create([othersImage.imageUrl]);
    expect(foreign.status).toBe(400);
    expect(await messageOf(foreign)).toBe(LISTING_MESSAGES.invalidImages);
    const external = await create(['https://images.example.com/dumpster.png']);
    expect(external.status).toBe(400);

    // An edit adding a bad image is refused the same way, and the listing stays as it was.
    const listing = await createListing(providerA, listingBody({ serviceAreas: [] }));
    const badEdit = await putListing(providerA, listing, { imageUrls: [othersImage.imageUrl] });
    expect(badEdit.status).toBe(400);
    expect(listingSchema.parse(await (await api(`/api/provider/listings/${listing.listingId}`, { token: providerA.token })).json())).toEqual(listing);

    expect((await providerListingIds(providerA)).filter((id) => !before.includes(id))).toEqual([listing.listingId]);
  });

  it("refuses missing required fields and a repeated ZIP with the spec's messages, writing nothing", async () => {
    const before = await providerListingIds(providerA);
    const create = (body: unknown) => api('/api/provider/listings', { method: 'POST', token: providerA.token, body: JSON.stringify(body) });

    const noType = await create(listingBody({ type: undefined }));
    expect(await messageOf(noType)).toBe(LISTING_MESSAGES.fieldsRequired);
    const repeatedZip = await create(listingBody({ serviceAreas: ['59801', '59801'] }));
    expect(repeatedZip.status).toBe(400);
    expect(await repeatedZip.json()).toMatchObject({ fieldErrors: { 'serviceAreas.1': LISTING_MESSAGES.zipAlreadyAdded } });
    const badZip = await create(listingBody({ serviceAreas: ['5980'] }));
    expect(badZip.status).toBe(400);
    expect((await providerListingIds(providerA)).filter((id) => !before.includes(id))).toEqual([]);

    const listing = await createListing(providerA, listingBody({ serviceAreas: [] }));
    for (const missing of [{ type: undefined }, { size: undefined }, { category: undefined }]) {
      const response = await putListing(providerA, listing, missing);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(LISTING_MESSAGES.fieldsRequired);
    }
  });

  it('of two concurrent edits from the same version, one is saved and the other answered 409', async () => {
    const listing = await createListing(providerA, listingBody({ serviceAreas: [] }));
    const responses = await Promise.all([
      putListing(providerA, listing, { description: 'First edit' }),
      putListing(providerA, listing, { description: 'Second edit' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    expect(await loser.json()).toEqual({ message: LISTING_MESSAGES.changedMeanwhile });
    const winner = listingSchema.parse(await responses.find((response) => response.status === 200)!.json());
    const stored = listingSchema.parse(await (await api(`/api/provider/listings/${listing.listingId}`, { token: providerA.token })).json());
    expect(stored).toEqual(winner);

    // A stale version stays refused; the current one is accepted.
    expect((await putListing(providerA, listing)).status).toBe(409);
    expect((await putListing(providerA, stored, { description: 'Third edit' })).status).toBe(200);
  });

  it('deletes a listing with its ZIP items and its images, without scanning', async () => {
    const image = await uploadImage(providerA.token);
    const listing = await createListing(providerA, listingBody({ imageUrls: [image.imageUrl] }));
    const store = tableStore();
    await searchIndexSettled();
    expect((await store.entities.listingZip.query.byListing({ listingId: listing.listingId }).go()).data).toHaveLength(2);

    let response: Response | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      response = await api(`/api/provider/listings/${listing.listingId}`, { method: 'DELETE', token: providerA.token });
    });
    expect(response!.status).toBe(204);
    expect(requests.map((request) => request.operation)).not.toContain('Scan');
    await searchIndexSettled();
    expect((await store.entities.listingZip.query.byListing({ listingId: listing.listingId }).go()).data).toEqual([]);
    expect((await api(`/api/listings/${listing.listingId}`)).status).toBe(404);
    expect(await mediaStatus(image.imageUrl)).toBe(404);
    expect(await searchedListingIds('59801', providerA.providerId)).not.toContain(listing.listingId);
    expect(await providerListingIds(providerA)).not.toContain(listing.listingId);
  });
});

describe("a listing follows its provider's changes", () => {
  it('shows the new delivery fee, add-ons and Verified badge without being saved again', async () => {
    const operator = await operatorToken();
    const provider = await registerTestProvider(operator);
    const listing = await createListing(provider);
    expect(listing).toMatchObject({ verified: false });

    const pricing = await api('/api/provider/pricing', {
      method: 'PUT',
      token: provider.token,
      body: JSON.stringify({
        pricing: {
          baseRatePerYardCents: 900,
          deliveryFeeCents: 7500,
          addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, cleanupService: 4500, permitPulling: 3500 },
        },
        addOns: { sameDayDelivery: true, drivewayProtection: true, cleanupService: false, permitPulling: false },
      }),
    });
    expect(pricing.status, await pricing.clone().text()).toBe(200);
    const verified = await api(`/api/operator/providers/${provider.providerId}/verification`, {
      method: 'POST',
      token: operator,
      body: JSON.stringify({ verified: true, notes: 'Documents checked.' }),
    });
    expect(verified.status).toBe(200);

    const detail = listingDetailSchema.parse(await (await api(`/api/listings/${listing.listingId}`)).json());
    expect(detail.listing).toMatchObject({
      deliveryFeeCents: 7500,
      sameDayDelivery: true,
      drivewaySafe: true,
      verified: true,
      moneyBackGuarantee: true,
      // The provider's own edit of the listing still starts from the version it loaded.
      updatedAt: listing.updatedAt,
    });
    await searchIndexSettled();
    const found = searchResponseSchema
      .parse(await (await api('/api/search?zipCode=59801')).json())
      .providers.find((candidate) => candidate.providerId === provider.providerId);
    expect(found?.listings.find((candidate) => candidate.listingId === listing.listingId)).toBeDefined();
  });

  it("an edit that read the provider before a change does not put the old facts back: it never writes them", async () => {
    const provider = await registerTestProvider(await operatorToken());
    const listing = await createListing(provider, listingBody({ serviceAreas: ['59801'] }));
    // What a provider change writes onto the listing between the edit's read of the profile and its
    // own write (the window of a real race, opened here deterministically).
    await tableStore().entities.listing.patch({ listingId: listing.listingId }).set({ providerName: 'Renamed Meanwhile', deliveryFeeCents: 9_900 }).go();
    const response = await putListing(provider, listing, { description: 'Edited while the provider was renamed.' });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = listingSchema.parse(await response.json());
    expect(saved).toMatchObject({ description: 'Edited while the provider was renamed.', providerName: 'Renamed Meanwhile', deliveryFeeCents: 9_900 });
    const detail = listingDetailSchema.parse(await (await api(`/api/listings/${listing.listingId}`)).json());
    expect(detail.listing).toMatchObject({ providerName: 'Renamed Meanwhile', deliveryFeeCents: 9_900 });
    await searchIndexSettled();
    const { data: zipItem } = await tableStore().entities.listingZip.get({ zipCode: '59801', listingId: listing.listingId }).go();
    expect(zipItem?.summary).toMatchObject({ providerName: 'Renamed Meanwhile', deliveryFeeCents: 9_900 });
  });
});
