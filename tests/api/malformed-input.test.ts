// Inputs that once reached a service and broke it (a RangeError from date arithmetic, a DynamoDB
// ValidationException, a URIError building a payment call, the S3 emulator failing on a long key)
// are refused with a 4xx and the shared message before any service runs; beside each refusal the
// honest request still works.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { payableInvoiceSchema, invoiceCheckoutSchema } from '../../shared/invoice-payment';
import { MESSAGES } from '../../shared/messages';
import { availabilityDayResponseSchema } from '../../shared/schemas/availability-calendar';
import { dispatchBoardResponseSchema } from '../../shared/schemas/dispatch';
import { searchResponseSchema } from '../../shared/schemas/search';
import { api, dynamoDbRequestsDuring, stackUrl } from '../support/stack-client';
import { payWithoutWebhook } from './checkout-support';
import { putPayableInvoice } from './invoice-payment-fixtures';
import { daysFromToday, demoProvider } from './rentals-support';

async function refusal(response: Response): Promise<{ status: number; message: unknown }> {
  const text = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = `not JSON: ${text.slice(0, 120)}`;
  }
  return { status: response.status, message };
}

let providerToken = '';
beforeAll(async () => {
  providerToken = (await demoProvider()).token;
});

describe('dates that are no calendar day', () => {
  it.each(['2026-13-01', '9999-99-99', '2026-02-30', '1999-12-31', '2101-01-01'])('search refuses startDate=%s with the one date message', async (date) => {
    expect(await refusal(await api(`/api/search?zipCode=43215&startDate=${date}`))).toEqual({ status: 400, message: MESSAGES.dateInvalid });
  });

  it('search still answers a real delivery date', async () => {
    const response = await api(`/api/search?zipCode=43215&startDate=${daysFromToday(5)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(searchResponseSchema.parse(await response.json()).providers.length).toBeGreaterThan(0);
  });

  it('the availability of a day that does not exist is refused with the one date message', async () => {
    expect(await refusal(await api('/api/provider/availability/days/2026-13-45?size=20', { token: providerToken }))).toEqual({
      status: 400,
      message: MESSAGES.dateInvalid,
    });
    const day = await api(`/api/provider/availability/days/${daysFromToday(3)}?size=20`, { token: providerToken });
    expect(day.status, await day.clone().text()).toBe(200);
    expect(availabilityDayResponseSchema.parse(await day.json()).sizeYards).toBe(20);
  });

  it('the dispatch board refuses a window past the supported years, reading nothing, and shows a real week', async () => {
    let answer = { status: 0, message: undefined as unknown };
    const reads = await dynamoDbRequestsDuring(async () => {
      answer = await refusal(await api('/api/provider/dispatch?date=9999-12-28&days=7', { token: providerToken }));
    });
    expect(answer).toEqual({ status: 400, message: MESSAGES.dateInvalid });
    // The account check's GetItem runs before validation; no Query of the jobs ever does.
    expect(reads.map((entry) => entry.operation)).not.toContain('Query');
    // The last supported day plus the longest window still makes a valid key range.
    const lastWeek = await api('/api/provider/dispatch?date=2100-12-31&days=7', { token: providerToken });
    expect(lastWeek.status, await lastWeek.clone().text()).toBe(200);
    const week = await api(`/api/provider/dispatch?date=${daysFromToday(1)}&days=7`, { token: providerToken });
    expect(week.status, await week.clone().text()).toBe(200);
    expect(dispatchBoardResponseSchema.parse(await week.json()).days).toBe(7);
  });
});

describe('text that is not well-formed Unicode', () => {
  it('a lone surrogate in an invoice payment confirmation is refused before the payment provider is asked', async () => {
    const { apiPath } = await putPayableInvoice();
    const confirm = (body: string) => api(`${apiPath}/confirm`, { method: 'POST', body });
    // JSON.stringify would escape it the same way: "\ud800" is valid JSON, not valid text.
    expect(await refusal(await confirm('{"sessionId":"\\ud800"}'))).toEqual({ status: 400, message: MESSAGES.textMalformed });
    expect(await refusal(await confirm('{"sessionId":"cs_\\udfff_x"}'))).toEqual({ status: 400, message: MESSAGES.textMalformed });

    // The payer coming back from a real payment is confirmed.
    const checkout = await api(`${apiPath}/checkout`, { method: 'POST' });
    expect(checkout.status, await checkout.clone().text()).toBe(201);
    const sessionId = new URL(invoiceCheckoutSchema.parse(await checkout.json()).url).pathname.split('/').filter(Boolean).at(-1)!;
    await payWithoutWebhook(sessionId);
    const confirmed = await confirm(JSON.stringify({ sessionId }));
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect(payableInvoiceSchema.parse(await confirmed.json()).status).toBe('paid');
  });

  it('a lone surrogate in a support ticket (a body its operation parses itself) is refused, writing nothing; emoji are text', async () => {
    const ticket = (message: string) =>
      api('/api/support-tickets', { method: 'POST', body: `{"identifierType":"email","email":"pat@test.example","message":"${message}"}` });
    let answer = { status: 0, message: undefined as unknown };
    const requests = await dynamoDbRequestsDuring(async () => {
      answer = await refusal(await ticket('My bin \\ud83d is late'));
    });
    expect(answer).toEqual({ status: 400, message: MESSAGES.textMalformed });
    expect(requests).toEqual([]);
    const filed = await ticket('My bin \\ud83d\\ude00 is late');
    expect(filed.status, await filed.clone().text()).toBe(201);
    expect(((await filed.json()) as { message: string }).message).toBe('My bin 😀 is late');
  });
});

describe('/media keys no upload can have', () => {
  it('answers 404 for a key of 255+ characters and 400 past S3\'s 1024-byte limit, never 502; a stored image is served', async () => {
    for (const [key, status] of [
      [`media/listing-images/none/${'a'.repeat(255)}`, 404],
      [`media/listing-images/${'b'.repeat(300)}/x.png`, 404],
      [`media/${'c'.repeat(1100)}`, 400],
    ] as const) {
      const answer = await fetch(`${stackUrl()}/${key}`);
      expect(answer.status, key.slice(0, 40)).toBe(status);
      await answer.arrayBuffer();
    }
    const key = `media/listing-images/controls/image-${Date.now()}`;
    const writer = new S3Client({ endpoint: inject('s3Endpoint'), region: 'us-east-1', forcePathStyle: true, credentials: inject('awsCredentials') });
    await writer.send(new PutObjectCommand({ Bucket: 'local-marketplace-uploads', Key: key, Body: Buffer.from('89504e470d0a1a0a', 'hex'), ContentType: 'image/png' }));
    writer.destroy();
    const image = await fetch(`${stackUrl()}/${key}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
