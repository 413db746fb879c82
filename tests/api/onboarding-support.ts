// Shared steps of the onboarding API tests: a provider request through the public route, and an
// access code issued for it by the seeded operator.
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect, inject } from 'vitest';
import { LOCAL_UPLOADS_BUCKET } from '../../scripts/local/s3-local';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import {
  issuedAccessCodeSchema,
  presignedUploadSchema,
  type IssuedAccessCode,
  type PresignedUploadResponse,
  type UploadKind,
} from '../../shared/schemas/onboarding';
import { sampleFile } from '../support/sample-files';
import { api, signIn, TEST_PASSWORD } from '../support/stack-client';

export const operatorToken = async () =>
  (await signIn(DEMO_SIGN_INS.find((entry) => entry.role === 'operator')!.email, DEMO_PASSWORD)).accessToken;

export const providerRequestBody = (overrides: Record<string, unknown> = {}) => ({
  businessName: `Onboarding Hauling ${randomUUID().slice(0, 8)}`,
  name: 'Dana Hauler',
  email: `${randomUUID()}@test.example`,
  phone: '6145550199',
  message: 'We run 12 roll-offs around Columbus.',
  ...overrides,
});

export async function submitProviderRequest(body = providerRequestBody()): Promise<string> {
  const response = await api('/api/provider-requests', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { requestId: string }).requestId;
}

export async function issueCode(token: string, requestId: string): Promise<IssuedAccessCode> {
  const response = await api(`/api/operator/provider-requests/${requestId}/access-code`, { method: 'POST', token });
  expect(response.status).toBe(201);
  return issuedAccessCodeSchema.parse(await response.json());
}

/** Declares a file and, when `bytes` is given, uploads it to the presigned POST as a browser would. */
export async function presignUpload(code: string, kind: UploadKind, contentType: string, size: number): Promise<Response> {
  return api('/api/provider-registration/uploads', { method: 'POST', body: JSON.stringify({ code, kind, contentType, size }) });
}

export async function postToBucket(presigned: PresignedUploadResponse, contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'upload');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** Posts a file the presigned policy does not allow (another type or size): the bucket refuses it, as S3 does. */
export async function expectRefusedByBucket(presigned: PresignedUploadResponse, contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...presigned.fields, ...(presigned.fields['Content-Type'] ? { 'Content-Type': contentType } : {}) })) {
    form.append(name, value);
  }
  form.append('file', new Blob([bytes], { type: contentType }), 'upload');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
}

/**
 * Writes an object at a presigned key past the upload policy, with the stack's own credentials:
 * an object that reached the bucket some other way than the browser's upload. The bucket refuses
 * such uploads itself (tests/api/local-uploads.test.ts); this proves that the server's own check of
 * what it is asked to reference (type and size, by HeadObject) still holds on its own.
 */
export async function putPastThePolicy(key: string, contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  const client = new S3Client({ endpoint: inject('s3Endpoint'), region: 'us-east-1', forcePathStyle: true, credentials: inject('awsCredentials') });
  try {
    await client.send(new PutObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: key, Body: bytes, ContentType: contentType }));
  } finally {
    client.destroy();
  }
}

export async function upload(code: string, kind: UploadKind, contentType: string, bytes: Uint8Array<ArrayBuffer> = sampleFile(contentType)): Promise<string> {
  const response = await presignUpload(code, kind, contentType, bytes.length);
  expect(response.status).toBe(201);
  const presigned = presignedUploadSchema.parse(await response.json());
  await postToBucket(presigned, contentType, bytes);
  return presigned.key;
}

export async function uploadDocuments(code: string): Promise<{ insuranceKey: string; licenseKey: string }> {
  const [insuranceKey, licenseKey] = await Promise.all([upload(code, 'insurance', 'application/pdf'), upload(code, 'license', 'image/png')]);
  return { insuranceKey, licenseKey };
}

export const registrationBody = (code: string, keys: { insuranceKey: string; licenseKey: string }, overrides: Record<string, unknown> = {}) => ({
  code,
  businessName: `Fresh Haul ${randomUUID().slice(0, 8)}`,
  name: 'Riley Owner',
  email: `${randomUUID()}@test.example`,
  phone: '6145550123',
  ein: '12-3456789',
  ...keys,
  address: { street: '100 Broadway St', city: 'Missoula', state: 'MT', zipCode: '59801' },
  // ZIPs no seeded provider serves, so the catalog tests' exact Columbus results stay exact.
  serviceZipCodes: ['59801', '59802-1234'],
  dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 1, yard40: 0 },
  dumpsterTypes: ['construction', 'residential'],
  pricing: {
    baseRatePerYard: 8.5,
    deliveryFee: 55,
    addOnPrices: { sameDayDelivery: 25, drivewayProtection: 15, cleanupService: 45, permitPulling: 35 },
  },
  addOns: { sameDayDelivery: true, drivewayProtection: false, cleanupService: true, permitPulling: false },
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  ...overrides,
});
