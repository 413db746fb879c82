// The upload's two steps as S3 needs them: presign through the API, then a multipart POST with the
// policy fields first and the file last; and which failures keep their own message.
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { accessCodeFailureText, uploadRegistrationFile } from './onboarding-api';
import { ApiError } from '../../lib/api-error';
import { apiUrl } from '../../testing/api-url';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

const S3_URL = 'https://uploads.example.com/';

function stubFetch(presign: { status: number; body: unknown }, s3Status = 204) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, init });
    if (url === S3_URL) return new Response(null, { status: s3Status });
    return new Response(JSON.stringify(presign.body), { status: presign.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const presigned = (fields: Record<string, string>) => ({
  status: 201,
  body: { key: 'onboarding/abc/license/1', url: S3_URL, fields, maxBytes: 5242880, expiresInSeconds: 600 },
});

describe('uploadRegistrationFile', () => {
  it('presigns the declared file, then posts the fields, the Content-Type and the file last', async () => {
    const sent = stubFetch(presigned({ key: 'onboarding/abc/license/1', Policy: 'policy', 'X-Amz-Signature': 'sig' }));
    const file = new File(['jpeg bytes'], 'license.jpg', { type: 'image/jpeg' });
    await expect(uploadRegistrationFile('ABCD-EFGH', 'license', file)).resolves.toBe('onboarding/abc/license/1');
    expect(sent[0]!.url).toBe(apiUrl('presignRegistrationUpload'));
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ code: 'ABCD-EFGH', kind: 'license', contentType: 'image/jpeg', size: file.size });
    expect(new Headers(sent[0]!.init.headers).get('authorization')).toBeNull();
    const form = sent[1]!.init.body as FormData;
    expect(sent[1]!.init.method).toBe('POST');
    expect([...form.keys()]).toEqual(['key', 'Policy', 'X-Amz-Signature', 'Content-Type', 'file']);
    expect(form.get('Content-Type')).toBe('image/jpeg');
    expect((form.get('file') as File).name).toBe('license.jpg');
  });

  it('does not repeat a Content-Type the presigned fields already carry', async () => {
    const sent = stubFetch(presigned({ key: 'k', 'Content-Type': 'application/pdf', Policy: 'p' }));
    await uploadRegistrationFile('ABCD', 'insurance', new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect([...(sent[1]!.init.body as FormData).keys()]).toEqual(['key', 'Content-Type', 'Policy', 'file']);
  });

  it("gives the kind's failure message when S3 refuses or the API fails, and passes on the API's refusals", async () => {
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    stubFetch(presigned({ key: 'k' }), 403);
    await expect(uploadRegistrationFile('ABCD', 'insurance', file)).rejects.toThrow(MESSAGES.insuranceUploadFailed);
    stubFetch({ status: 500, body: { message: MESSAGES.internal } });
    await expect(uploadRegistrationFile('ABCD', 'logo', file)).rejects.toThrow(MESSAGES.logoUploadFailed);
    stubFetch({ status: 409, body: { message: MESSAGES.accessCodeUsed } });
    await expect(uploadRegistrationFile('ABCD', 'insurance', file)).rejects.toThrow(MESSAGES.accessCodeUsed);
  });
});

describe('accessCodeFailureText', () => {
  it("maps the check's statuses to the spec's messages", () => {
    expect(accessCodeFailureText(new ApiError('x', 404))).toBe(MESSAGES.accessCodeInvalid);
    expect(accessCodeFailureText(new ApiError('x', 409))).toBe(MESSAGES.accessCodeUsed);
    expect(accessCodeFailureText(new ApiError('x', 410))).toBe(MESSAGES.accessCodeExpired);
    expect(accessCodeFailureText(new ApiError('x', 503))).toBe(SCREEN_MESSAGES.accessCodeLookupFailed);
    expect(accessCodeFailureText(new ApiError('x', 0))).toBe(SCREEN_MESSAGES.accessCodeLookupFailed);
  });
});
