// fetch is mocked: this checks the form sent to the bucket and how its answers become errors.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { postToPresignedUrl } from './presigned-upload';

const FAILED = 'The file failed to upload.';

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const file = () => new File(['%PDF'], 'insurance.pdf', { type: 'application/pdf' });

describe('postToPresignedUrl', () => {
  it('POSTs every policy field before the file, to the presigned URL', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    const upload = file();
    await postToPresignedUrl({ url: 'https://bucket.example.test/', fields: { key: 'uploads/a', Policy: 'p' } }, upload, FAILED);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://bucket.example.test/');
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'Content-Type', 'file']);
    expect(form.get('Content-Type')).toBe('application/pdf');
    expect((form.get('file') as File).name).toBe(upload.name);
  });

  it("keeps the policy's own content type and adds none", async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    await postToPresignedUrl({ url: 'https://bucket.example.test/', fields: { 'content-type': 'image/png' } }, file(), FAILED);
    const form = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect([...form.entries()].map(([name]) => name)).toEqual(['content-type', 'file']);
    expect(form.get('content-type')).toBe('image/png');
  });

  it('turns a refusal by the bucket into the given message with status 0', async () => {
    stubFetch(async () => new Response('<Error/>', { status: 403 }));
    const error = await postToPresignedUrl({ url: 'https://bucket.example.test/', fields: {} }, file(), FAILED).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: FAILED, status: 0 });
  });

  it('turns a network failure into the given message with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(postToPresignedUrl({ url: 'https://bucket.example.test/', fields: {} }, file(), FAILED)).rejects.toMatchObject({
      message: FAILED,
      status: 0,
    });
  });
});
