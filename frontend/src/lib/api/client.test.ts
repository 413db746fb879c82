// fetch is mocked: this checks how the typed client builds requests from the contract's route table
// and turns answers into data or ApiError values.
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { apiUrl } from '../../testing/api-url';
import { mockFetch, requestedUrls } from '../../testing/mock-fetch';
import { ApiError } from '../api-error';
import { loadConfig, setConfigForTests } from '../config';
import { api, requestPath } from './client';
import { API_ROUTES } from './routes.generated';

const zipAnswer = { zipCode: '43215', city: 'Columbus', state: 'OH', latitude: 39.96, longitude: -83, delivers: true, providerCount: 2 };

describe('the API client', () => {
  it('fills path parameters and puts the other fields in a canonical query string', () => {
    expect(requestPath('/orders/{rentalId}/{key}/extension-quote', { rentalId: 'r 1', key: 'k/2', endDate: '2026-12-01', note: '', x: undefined })).toBe(
      '/orders/r%201/k%2F2/extension-quote?endDate=2026-12-01',
    );
  });

  it("calls the route's method and path and answers its body", async () => {
    setConfigForTests({ apiBaseUrl: 'https://api.example.test' });
    const path = API_ROUTES.lookupZipCode.path.replace('{zipCode}', '43215');
    const fetchMock = mockFetch({ [path]: { status: 200, body: zipAnswer } });
    await expect(api.lookupZipCode({ zipCode: '43215' })).resolves.toEqual(zipAnswer);
    expect(requestedUrls(fetchMock)).toEqual([`https://api.example.test${path}`]);
    expect((fetchMock.mock.calls[0] as unknown[])[1]).toMatchObject({ method: 'GET' });
  });

  it('sends the body as JSON with the route method', async () => {
    setConfigForTests({ apiBaseUrl: '' });
    const fetchMock = mockFetch({ [apiUrl('requestZip')]: { status: 201, body: { zipCode: '99999', alreadyRequested: false } } });
    await api.requestZip({ body: { zipCode: '99999', email: 'a@b.co' } }).catch(() => undefined);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ zipCode: '99999', email: 'a@b.co' }) });
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('carries the message, status and field errors of an error answer', async () => {
    mockFetch({ [apiUrl('lookupZipCode', { zipCode: '4321' })]: { status: 400, body: { message: 'Bad', fieldErrors: { zipCode: MESSAGES.zipInvalid } } } });
    const error = await api.lookupZipCode({ zipCode: '4321' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Bad', status: 400, fieldErrors: { zipCode: MESSAGES.zipInvalid } });
  });

  it("refuses, in development and tests, an answer that breaks its route's response schema", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: { zip: '43215' } } });
    await expect(api.lookupZipCode({ zipCode: '43215' })).rejects.toMatchObject({ status: 502 });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('marks a network failure with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(api.searchProviders({ zipCode: '43215' })).rejects.toMatchObject({ status: 0, message: MESSAGES.internal });
  });

  it('answers a download as its bytes and the name the server gave it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('a,b\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="profit.csv"' } })),
    );
    const file = await api.getReportCsv({ reportId: 'r-1' });
    expect(file.filename).toBe('profit.csv');
    expect(await file.blob.text()).toBe('a,b\n');
  });

  it('falls back to same-origin defaults when /config.json is missing', async () => {
    setConfigForTests(undefined);
    mockFetch({ '/config.json': { status: 404, body: { message: 'Not found.' } } });
    await expect(loadConfig()).resolves.toMatchObject({ apiBaseUrl: '' });
  });
});
