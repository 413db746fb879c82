// The API takes JSON bodies only. A browser sends a cross-site form post or a text/plain fetch
// without asking the API first (a "simple" request needs no CORS preflight), so any web page could
// file support tickets or provider requests from its visitors' browsers; application/json cannot
// be sent cross-site without a preflight, which the API does not grant. A body of any other type
// gets 415 and nothing runs: not a read, not a write.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { supportTicketResponseSchema } from '../../shared/schemas/support';
import { api, dynamoDbRequestsDuring, stackUrl } from '../support/stack-client';
import { providerRequestBody } from './onboarding-support';
import { deliver, sign } from './checkout-support';

const ticket = JSON.stringify({ identifierType: 'email', email: 'pat@test.example', message: 'Where is my dumpster?' });

async function postedAs(path: string, body: string, contentType: string | undefined) {
  let status = 0;
  let text = '';
  const requests = await dynamoDbRequestsDuring(async () => {
    const response = await fetchWith(path, body, contentType);
    status = response.status;
    text = await response.text();
  });
  return { status, text, operations: requests.map((entry) => entry.operation) };
}

/** A POST with exactly this content type (or none), as a form or a script on another site sends it. */
function fetchWith(path: string, body: string, contentType: string | undefined) {
  // A Blob without a type makes fetch send no Content-Type at all.
  if (contentType === undefined) return fetch(`${stackUrl()}${path}`, { method: 'POST', body: new Blob([body]) });
  return api(path, { method: 'POST', body, headers: { 'content-type': contentType } });
}

describe('JSON-only request bodies', () => {
  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json-seq',
    'application/jsonx',
    'application/json; charset=latin1',
    'application/vnd.api+json',
  ])('POST /api/support-tickets as %s: 415 with a JSON message, and the table is not touched', async (contentType) => {
    const answer = await postedAs('/api/support-tickets', ticket, contentType);
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.text)).toEqual({ message: MESSAGES.jsonBodyRequired });
    expect(answer.operations).toEqual([]);
  });

  it('a body with no Content-Type at all is refused the same way', async () => {
    const answer = await postedAs('/api/support-tickets', ticket, undefined);
    expect(answer.status).toBe(415);
    expect(answer.operations).toEqual([]);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;Charset="UTF-8"'])('POST /api/support-tickets as %s files the ticket', async (contentType) => {
    const response = await fetchWith('/api/support-tickets', ticket, contentType);
    expect(response.status, await response.clone().text()).toBe(201);
    expect(supportTicketResponseSchema.parse(await response.json()).status).toBe('new');
  });

  it('a route whose body the chain parses refuses text/plain the same way, and takes JSON', async () => {
    const body = JSON.stringify(providerRequestBody());
    const refused = await postedAs('/api/provider-requests', body, 'text/plain');
    expect(refused.status).toBe(415);
    expect(JSON.parse(refused.text)).toEqual({ message: MESSAGES.jsonBodyRequired });
    expect(refused.operations).toEqual([]);
    const accepted = await fetchWith('/api/provider-requests', body, 'application/json');
    expect(accepted.status, await accepted.clone().text()).toBe(201);
  });

  it('the payment webhook takes what Stripe sends (application/json; charset=utf-8) and nothing else', async () => {
    const payload = JSON.stringify({ id: 'evt_local_ping', object: 'event', type: 'ping', data: { object: {} } });
    const asStripe = await api('/api/payments/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': sign(payload) },
    });
    expect(asStripe.status, await asStripe.clone().text()).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    const asText = await api('/api/payments/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'text/plain', 'stripe-signature': sign(payload) },
    });
    expect(asText.status).toBe(415);
  });
});
