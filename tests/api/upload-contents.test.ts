// What an upload holds, not only what it claims: every upload the API keeps as an image (a stop's
// placement photo, a provider's logo, listing images, expense receipts, registration files) must
// start the way files of its declared type start. A web page uploaded as image/heic or image/png
// passes the presigned POST's type condition (the type is only a form field), so the API reads the
// object's first bytes before referencing it: a mismatch is refused with 400 and the object deleted.
// A real file of the type is accepted on each path (the honest user's upload).
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_UPLOADS_BUCKET } from '../../scripts/local/s3-local';
import { DRIVER_MESSAGES, jobPhotoUploadSchema } from '../../shared/schemas/dispatch';
import { FINANCIAL_MESSAGES, receiptUploadSchema } from '../../shared/schemas/financials';
import { presignedUploadSchema, UPLOAD_TYPE_MESSAGES } from '../../shared/schemas/onboarding';
import { LISTING_MESSAGES, listingImageUploadSchema } from '../../shared/schemas/provider-listing';
import { PROVIDER_SETTINGS_MESSAGES } from '../../shared/schemas/provider-settings';
import { api } from '../support/stack-client';
import { HTML_PAGE, sampleFile } from '../support/sample-files';
import { joinedDriver, putJob, type JoinedDriver } from './driver-fixtures';
import { expenseBody } from './financials-support';
import { issueCode, operatorToken, postToBucket, registrationBody, submitProviderRequest, upload, uploadDocuments } from './onboarding-support';
import { freshProvider, providerListingBody, putProviderRental, type FreshProvider } from './provider-portal-support';
import { daysFromToday, newCustomer } from './rentals-support';

let provider: FreshProvider;
let driver: JoinedDriver;

beforeAll(async () => {
  provider = await freshProvider();
  driver = await joinedDriver(provider.token, 'Photo Driver');
});

async function objectExists(key: string): Promise<boolean> {
  const client = new S3Client({ endpoint: inject('s3Endpoint'), region: 'us-east-1', forcePathStyle: true, credentials: inject('awsCredentials') });
  try {
    await client.send(new HeadObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  } finally {
    client.destroy();
  }
}

const post = (path: string, token: string | undefined, body: unknown, method = 'POST') =>
  api(path, { method, ...(token ? { token } : {}), body: JSON.stringify(body) });

async function expectRefused(response: Response, fieldErrors: Record<string, string>, key: string): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(400);
  expect((JSON.parse(text) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual(fieldErrors);
  expect(await objectExists(key), `${key} is deleted`).toBe(false);
}

describe('an upload whose bytes are not its declared type is refused and deleted', () => {
  it('a placement photo: a web page as image/heic is refused, a HEIC photo delivers the stop', async () => {
    const customer = await newCustomer();
    const rental = await putProviderRental({ providerId: provider.providerId, customerId: customer.customerId, customerEmail: customer.email, status: 'scheduled', startDate: daysFromToday(-1) });
    const job = await putJob({ providerId: provider.providerId, rentalId: rental.rentalId, kind: 'delivery', date: daysFromToday(0), driverId: driver.driver.driverId, stop: 1 });
    const photo = async (bytes: Uint8Array<ArrayBuffer>) => {
      const response = await post(`/api/driver/jobs/${job.jobId}/photos`, driver.token, { purpose: 'placement', contentType: 'image/heic' });
      expect(response.status, await response.clone().text()).toBe(201);
      const presigned = jobPhotoUploadSchema.parse(await response.json());
      await postToBucket(presigned, 'image/heic', bytes);
      return presigned.key;
    };
    const page = await photo(HTML_PAGE);
    await expectRefused(await post(`/api/driver/jobs/${job.jobId}/delivered`, driver.token, { placementPhotoKey: page }), { placementPhotoKey: DRIVER_MESSAGES.photoNotImage }, page);

    const real = await photo(sampleFile('image/heic', 4096));
    const delivered = await post(`/api/driver/jobs/${job.jobId}/delivered`, driver.token, { placementPhotoKey: real });
    expect(delivered.status, await delivered.clone().text()).toBe(200);
    expect(await objectExists(real)).toBe(true);
  });

  it("a provider's logo: a web page as image/png is refused, a PNG is saved", async () => {
    const logo = async (bytes: Uint8Array<ArrayBuffer>) => {
      const response = await post('/api/provider/logo/uploads', provider.token, { contentType: 'image/png', size: bytes.length });
      expect(response.status, await response.clone().text()).toBe(201);
      const presigned = presignedUploadSchema.parse(await response.json());
      await postToBucket(presigned, 'image/png', bytes);
      return presigned.key;
    };
    const profile = (logoKey: string) => ({
      businessName: 'Upload Check Hauling',
      name: 'Riley Owner',
      phone: '4065550100',
      address: { street: '1 Higgins Ave', city: 'Missoula', state: 'MT', zipCode: '59801' },
      ein: '98-7654321',
      logoKey,
    });
    const page = await logo(HTML_PAGE);
    await expectRefused(await post('/api/provider/profile', provider.token, profile(page), 'PUT'), { logoKey: PROVIDER_SETTINGS_MESSAGES.logoNotImage }, page);
    const real = await logo(sampleFile('image/png'));
    const saved = await post('/api/provider/profile', provider.token, profile(real), 'PUT');
    expect(saved.status, await saved.clone().text()).toBe(200);
  });

  it('a listing image: a web page as image/webp is refused, a WebP image is listed', async () => {
    const image = async (bytes: Uint8Array<ArrayBuffer>) => {
      const response = await post('/api/provider/listing-images/uploads', provider.token, { contentType: 'image/webp', size: bytes.length });
      expect(response.status, await response.clone().text()).toBe(201);
      const presigned = listingImageUploadSchema.parse(await response.json());
      await postToBucket(presigned, 'image/webp', bytes);
      return presigned;
    };
    const page = await image(HTML_PAGE);
    await expectRefused(await post('/api/provider/listings', provider.token, providerListingBody({ imageUrls: [page.imageUrl] })), { imageUrls: LISTING_MESSAGES.invalidImages }, page.key);
    const real = await image(sampleFile('image/webp'));
    const listed = await post('/api/provider/listings', provider.token, providerListingBody({ imageUrls: [real.imageUrl] }));
    expect(listed.status, await listed.clone().text()).toBe(201);
  });

  it('an expense receipt: a web page as image/jpeg or application/pdf is refused, a JPEG and a PDF are kept', async () => {
    const receipt = async (contentType: string, bytes: Uint8Array<ArrayBuffer>) => {
      const response = await post('/api/provider/expense-receipts/uploads', provider.token, { contentType, size: bytes.length });
      expect(response.status, await response.clone().text()).toBe(201);
      const presigned = receiptUploadSchema.parse(await response.json());
      await postToBucket(presigned, contentType, bytes);
      return presigned.key;
    };
    for (const contentType of ['image/jpeg', 'application/pdf']) {
      const page = await receipt(contentType, HTML_PAGE);
      await expectRefused(await post('/api/provider/expenses', provider.token, expenseBody({ receiptKey: page })), { receiptKey: FINANCIAL_MESSAGES.receiptInvalid }, page);
      const real = await receipt(contentType, sampleFile(contentType));
      const saved = await post('/api/provider/expenses', provider.token, expenseBody({ receiptKey: real }));
      expect(saved.status, await saved.clone().text()).toBe(201);
    }
  });

  it("a registration's licence and logo: web pages as image/png are refused, PNGs register", async () => {
    const code = (await issueCode(await operatorToken(), await submitProviderRequest())).code;
    const documents = await uploadDocuments(code);
    const pageLicence = await upload(code, 'license', 'image/png', HTML_PAGE);
    await expectRefused(await post('/api/providers', undefined, registrationBody(code, { ...documents, licenseKey: pageLicence })), { licenseKey: UPLOAD_TYPE_MESSAGES.license }, pageLicence);
    const pageLogo = await upload(code, 'logo', 'image/png', HTML_PAGE);
    await expectRefused(await post('/api/providers', undefined, registrationBody(code, documents, { logoKey: pageLogo })), { logoKey: UPLOAD_TYPE_MESSAGES.logo }, pageLogo);
    const logoKey = await upload(code, 'logo', 'image/png', sampleFile('image/png'));
    const registered = await post('/api/providers', undefined, registrationBody(code, documents, { logoKey }));
    expect(registered.status, await registered.clone().text()).toBe(201);
  });
});
