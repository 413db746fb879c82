// Beside the route fuzzing (fuzz-routes.test.ts): requests that once answered 5xx, sent on every run
// whatever the seed draws. A date no calendar has reached date arithmetic (a RangeError) and a
// DynamoDB key (a ValidationException), a lone surrogate reached the payment provider's URL (a
// URIError), a long /media key failed the S3 emulator (502). Each must be a 4xx with a JSON
// message that wrote nothing (/media, which is not the API, answers plain text, below 500).
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../shared/contract/contract';
import { api, dynamoDbRequestsDuring, stackUrl } from '../support/stack-client';
import { refusalProblem, WRITE_OPERATIONS } from './fuzz-support';
import { putPayableInvoice } from './invoice-payment-fixtures';
import { demoProvider } from './rentals-support';

interface KnownCase {
  route: string;
  asProvider?: true;
  /** `{invoice}` stands for a payable invoice's API path. */
  path: string;
  body?: { text: string; contentType: string };
}

const ticket = (message: string) => `{"identifierType":"email","email":"pat@test.example","message":"${message}"}`;

const KNOWN_CASES: KnownCase[] = [
  { route: 'GET /api/search', path: '/api/search?zipCode=43215&startDate=2026-13-01' },
  { route: 'GET /api/search', path: '/api/search?zipCode=43215&startDate=9999-99-99' },
  { route: 'GET /api/search', path: '/api/search?zipCode=43215&startDate=2026-02-30&rentalDays=7' },
  { route: 'GET /api/provider/availability/days/{day}', asProvider: true, path: '/api/provider/availability/days/2026-13-45?size=20' },
  { route: 'GET /api/provider/availability', asProvider: true, path: '/api/provider/availability?month=9999-12' },
  { route: 'GET /api/provider/dispatch', asProvider: true, path: '/api/provider/dispatch?date=9999-12-28&days=7' },
  { route: 'GET /api/provider/dispatch', asProvider: true, path: '/api/provider/dispatch?date=2026-13-01' },
  { route: 'POST /api/invoices/{invoiceId}/{key}/confirm', path: '{invoice}/confirm', body: { text: '{"sessionId":"\\ud800"}', contentType: 'application/json' } },
  { route: 'POST /api/support-tickets', path: '/api/support-tickets', body: { text: ticket('\\udc00'), contentType: 'application/json' } },
  { route: 'POST /api/support-tickets', path: '/api/support-tickets', body: { text: ticket('hello'), contentType: 'text/plain' } },
];

let providerToken = '';
beforeAll(async () => {
  providerToken = (await demoProvider()).token;
});

describe('known inputs that once broke a route', () => {
  it.each(KNOWN_CASES.map((known) => [`${known.route}: ${known.path.slice(0, 70)} ${known.body ? `[${known.body.contentType}] ${known.body.text.slice(0, 40)}` : ''}`, known] as const))(
    '%s',
    async (_name, known) => {
      const route = routes.find((candidate) => routeKey(candidate) === known.route);
      expect(route, known.route).toBeDefined();
      const path = known.path.replace('{invoice}', known.path.includes('{invoice}') ? (await putPayableInvoice()).apiPath : '');
      let answer = { status: 0, text: '', contentType: '' };
      const requests = await dynamoDbRequestsDuring(async () => {
        const response = await api(path, {
          method: route!.method,
          ...(known.asProvider ? { token: providerToken } : {}),
          ...(known.body ? { body: known.body.text, headers: { 'content-type': known.body.contentType } } : {}),
        });
        answer = { status: response.status, text: await response.text(), contentType: response.headers.get('content-type') ?? '' };
      });
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.text).toBeLessThan(500);
      expect(refusalProblem(answer.text, answer.contentType)).toBeUndefined();
      expect(requests.filter((entry) => WRITE_OPERATIONS.has(entry.operation))).toEqual([]);
    },
  );

  it.each([`media/listing-images/none/${'a'.repeat(255)}`, `media/${'b'.repeat(300)}/${'c'.repeat(300)}`, `media/${'d'.repeat(1100)}`, 'media/%00', 'media/%E0%A4%A', 'media/listing-images/a/%F0%9F%98%80'])(
    'GET /%s answers below 500',
    async (key) => {
      const answer = await fetch(`${stackUrl()}/${key}`);
      await answer.arrayBuffer();
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    },
  );
});
