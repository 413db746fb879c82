// fetch is mocked: this checks how the client turns answers into data or ApiError values.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { mockFetch, requestedUrls } from '../testing/mock-fetch';
import { apiGet, apiPath } from './api-client';
import { ApiError } from './api-error';
import { loadConfig, setConfigForTests } from './config';

describe('api client', () => {
  it('parses a good answer with the schema', async () => {
    mockFetch({ '/api/thing': { status: 200, body: { name: 'x', extra: 1 } } });
    await expect(apiGet('/api/thing', z.object({ name: z.string() }))).resolves.toEqual({ name: 'x' });
  });

  it('carries the message, status and field errors of an error answer', async () => {
    mockFetch({ '/api/thing': { status: 400, body: { message: 'Bad', fieldErrors: { zipCode: MESSAGES.zipInvalid } } } });
    const error = await apiGet('/api/thing', z.object({})).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Bad', status: 400, fieldErrors: { zipCode: MESSAGES.zipInvalid } });
  });

  it('refuses an answer that does not match the contract', async () => {
    mockFetch({ '/api/thing': { status: 200, body: { name: 42 } } });
    await expect(apiGet('/api/thing', z.object({ name: z.string() }))).rejects.toMatchObject({ status: 502 });
  });

  it('prefixes the configured API base and leaves empty query values out', async () => {
    setConfigForTests({ apiBaseUrl: 'https://api.example.test' });
    const fetchMock = mockFetch({ '/api/thing': { status: 200, body: {} } });
    await apiGet(apiPath('/api/thing', { a: '1', b: undefined, c: '' }), z.object({}));
    expect(requestedUrls(fetchMock)).toEqual(['https://api.example.test/api/thing?a=1']);
  });

  it('falls back to same-origin defaults when /config.json is missing', async () => {
    setConfigForTests(undefined);
    mockFetch({ '/config.json': { status: 404, body: { message: 'Not found.' } } });
    await expect(loadConfig()).resolves.toMatchObject({ apiBaseUrl: '' });
  });
});
