// Every route of THE route table, called by every kind of caller, against the running stack:
// anonymous gets 401 on non-public routes, a wrong role 403, someone else's rental 403 with the spec's permission message
// (someone else's invoice, expense or report 404), and the
// allowed callers a 2xx. A route added to the table without a case here fails this file (and the
// type check): access control is tested for every route, not only for the ones someone remembered.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrderLink } from '../../functions/rentals/order-links';
import { routeKey, routes, type Route } from '../../shared/contract/contract';
import { meResponseSchema } from '../../shared/schemas/account';
import { customerRentalsResponseSchema, rentalSchema, type Rental } from '../../shared/schemas/rental';
import { listingSchema, type Listing } from '../../shared/schemas/listing';
import { providerListingsResponseSchema } from '../../shared/schemas/provider-listing';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { OHIO_PROVIDERS } from '../../scripts/seed/sample-providers';
import { SAMPLE_CUSTOMERS } from '../../scripts/seed/sample-orders';
import { api, signIn, TEST_PASSWORD } from '../support/stack-client';
import { sandboxKey, sessionStatus, sign } from './checkout-support';
import { addDays } from '../../shared/rental-dates';
import { registrationBody, uploadDocuments } from './onboarding-support';
import { putProviderRental } from './provider-portal-support';
import { putPayableInvoice } from './invoice-payment-fixtures';
import { putSupportTicket } from './support-ticket-fixtures';
import { completedRental, reviewedProvider, reviewedRental } from './review-fixtures';
import { daysFromToday, tableStore } from './rentals-support';
import { invitationTokenFor, invite, joinedDriver, putJob, type JoinedDriver } from './driver-fixtures';

const CALLERS = ['anonymous', 'customerA', 'customerB', 'providerX', 'providerY', 'operator', 'driverX'] as const;
type CallerName = (typeof CALLERS)[number];
type Role = 'customer' | 'provider' | 'operator' | 'driver';
const ROLE_OF: Record<Exclude<CallerName, 'anonymous'>, Role> = {
  customerA: 'customer',
  customerB: 'customer',
  providerX: 'provider',
  providerY: 'provider',
  operator: 'operator',
  driverX: 'driver',
};

/**
 * Seeded sign-ins: A and X are the demo customer and provider (A rented from X); B and Y are other
 * seeded accounts. Driver X is provider X's driver, invited and joined in beforeAll.
 */
const SIGN_INS: Record<Exclude<CallerName, 'anonymous' | 'driverX'>, string> = {
  customerA: DEMO_SIGN_INS.find((signIn) => signIn.role === 'customer')!.email,
  customerB: SAMPLE_CUSTOMERS.find((customer) => customer.email !== DEMO_SIGN_INS[0].email)!.email,
  providerX: DEMO_SIGN_INS.find((signIn) => signIn.role === 'provider')!.email,
  providerY: OHIO_PROVIDERS.find((provider) => provider.email !== DEMO_SIGN_INS[1].email)!.email,
  operator: DEMO_SIGN_INS.find((signIn) => signIn.role === 'operator')!.email,
};

type RouteKey<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

interface Context {
  tokens: Record<Exclude<CallerName, 'anonymous'>, string>;
  /** Provider X's driver (the driverX caller). */
  driver: JoinedDriver;
  /** A rental of customer A with provider X (seeded). */
  rental: Rental;
}

interface Request {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface RouteCase {
  request: (context: Context, caller: CallerName) => Request | Promise<Request>;
  /** Expected status per caller where ownership, not the policy, decides (2xx is written 200). */
  ownership?: Partial<Record<CallerName, 403 | 404 | 422>>;
  /** Mutates the caller's own account: callers of the allowed role act through a throwaway customer. */
  throwawayCustomer?: boolean;
  /** Changes the caller's provider account: callers of the allowed role act through a freshly registered provider. */
  throwawayProvider?: boolean;
}

const registration = () => ({
  email: `${randomUUID()}@test.example`,
  password: TEST_PASSWORD,
  name: 'Matrix Tester',
  phone: '6145550177',
  address: { street: '5 Route St', city: 'Columbus', state: 'OH', zipCode: '43215' },
});

const rentRequest = (listingId: string) => ({
  listingId,
  rentalPeriod: 'weekly',
  startDate: daysFromToday(30),
  deliveryAddress: { street: '5 Route St', city: 'Columbus', state: 'OH', zipCode: '43215' },
});

const checkoutRequest = (providerId: string) => ({
  providerId,
  size: 20,
  startDate: daysFromToday(30),
  acceptTerms: true,
  customer: { name: 'Matrix Tester', email: 'matrix@test.example', phone: '6145550177', address: registration().address },
});

const providerRequest = () => ({
  businessName: 'Matrix Hauling',
  name: 'Matrix Tester',
  email: `${randomUUID()}@test.example`,
  phone: '6145550177',
  message: 'We would like to list our dumpsters.',
});

/** A fresh pending provider request, made through the public route. */
async function newProviderRequestId(): Promise<string> {
  const response = await api('/api/provider-requests', { method: 'POST', body: JSON.stringify(providerRequest()) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { requestId: string }).requestId;
}

/** A fresh valid access code, issued by the seeded operator for a fresh request. */
async function newAccessCode(operatorToken: string): Promise<string> {
  const requestId = await newProviderRequestId();
  const response = await api(`/api/operator/provider-requests/${requestId}/access-code`, { method: 'POST', token: operatorToken });
  expect(response.status).toBe(201);
  return ((await response.json()) as { code: string }).code;
}

async function throwawayCustomerToken(): Promise<string> {
  const body = registration();
  const response = await api('/api/customers', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return (await signIn(body.email, body.password)).accessToken;
}

/** Listings the matrix creates carry this description, so afterAll can remove them all. */
const MATRIX_LISTING_DESCRIPTION = 'Authorization matrix listing';
// No service-area ZIPs: matrix listings never show in search, so the catalog tests stay exact.
const listingBody = () => ({ type: 'construction', size: 20, category: 'both', description: MATRIX_LISTING_DESCRIPTION, pricing: { weeklyCents: 39_500 } });

/** A fresh listing of provider X, made for one call (provider Y is refused it: not theirs). */
async function newListingOfX(tokens: Context['tokens']): Promise<Listing> {
  const response = await api('/api/provider/listings', { method: 'POST', token: tokens.providerX, body: JSON.stringify(listingBody()) });
  expect(response.status).toBe(201);
  return listingSchema.parse(await response.json());
}

/** A provider registered for one call through a fresh access code, signed in. */
async function throwawayProviderToken(operatorToken: string): Promise<string> {
  const code = await newAccessCode(operatorToken);
  const body = registrationBody(code, await uploadDocuments(code));
  const response = await api('/api/providers', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return (await signIn(body.email, body.password)).accessToken;
}

/** Invoices, expenses and reports the matrix makes carry this name, so afterAll can remove them all. */
const MATRIX_FINANCIALS = 'Authorization matrix';
const matrixInvoice = () => ({
  customer: { name: MATRIX_FINANCIALS, email: 'matrix-invoice@test.example' },
  dateIssued: '2035-06-04',
  lineItems: [{ description: 'Matrix check', quantity: 1, unitPriceCents: 1_000 }],
});
const matrixExpense = () => ({ category: 'Other', amountCents: 100, date: '2035-06-04', vendor: MATRIX_FINANCIALS });

/** A fresh unpaid invoice of provider X, made for one call (provider Y gets 404: not theirs). */
async function newInvoiceOfX(tokens: Context['tokens']): Promise<{ invoiceId: string; updatedAt: string }> {
  const response = await api('/api/provider/invoices', { method: 'POST', token: tokens.providerX, body: JSON.stringify(matrixInvoice()) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { invoice: { invoiceId: string; updatedAt: string } }).invoice;
}

async function newExpenseOfX(tokens: Context['tokens']): Promise<{ expenseId: string; updatedAt: string }> {
  const response = await api('/api/provider/expenses', { method: 'POST', token: tokens.providerX, body: JSON.stringify(matrixExpense()) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { expense: { expenseId: string; updatedAt: string } }).expense;
}

async function newReportOfX(tokens: Context['tokens']): Promise<string> {
  const response = await api('/api/provider/reports', { method: 'POST', token: tokens.providerX, body: JSON.stringify({ type: 'profit_loss', period: 'week' }) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reportId: string }).reportId;
}

/** A pending rent request of customer A made for one call, as its manage link's API path. */
async function linkPathOfNewRequest(tokens: Context['tokens'], rental: Rental): Promise<string> {
  const response = await api('/api/rentals', { method: 'POST', token: tokens.customerA, body: JSON.stringify(rentRequest(rental.listingId!)) });
  expect(response.status).toBe(201);
  const { rentalId } = (await response.json()) as Rental;
  const { data: link } = await tableStore().entities.orderLink.get({ rentalId }).go();
  return `/api/orders/${rentalId}/${link!.key}`;
}

/**
 * A guest's order (no account) with its manage link, written for one call: placed with the
 * caller's own e-mail when the caller is a (verified) seeded customer, which a guest's order needs
 * to join an account; any other caller is refused by the policy first.
 */
async function linkPathOfNewGuestOrder(caller: CallerName): Promise<string> {
  const customerEmail = caller === 'customerA' || caller === 'customerB' ? SIGN_INS[caller] : `${randomUUID()}@test.example`;
  const guest = await putProviderRental({ providerId: 'matrix-provider', customerId: `guest-${randomUUID()}`, customerEmail });
  const link = newOrderLink(guest, guest.createdAt);
  await tableStore().entities.orderLink.create(link).go();
  return `/api/orders/${guest.rentalId}/${link.key}`;
}

/** A paid booking of customer A with provider X, made once: what the extension routes act on (the demo provider stocks plenty). */
let paidOrderOfA: Promise<{ rental: Rental; linkPath: string; extensionId: string }> | undefined;
function paidOrder(tokens: Context['tokens'], rental: Rental) {
  paidOrderOfA ??= (async () => {
    const started = await api('/api/customer/checkout/sessions', { method: 'POST', token: tokens.customerA, body: JSON.stringify(checkoutRequest(rental.providerId)) });
    expect(started.status).toBe(201);
    const { sessionId } = (await started.json()) as { sessionId: string };
    expect((await api(`/sandbox/api/sessions/${sessionId}/complete`, { method: 'POST', headers: sandboxKey() })).status).toBe(200);
    const paid = (await sessionStatus(sessionId)) as { rental: Rental };
    const { data: link } = await tableStore().entities.orderLink.get({ rentalId: paid.rental.rentalId }).go();
    const asked = await api(`/api/rentals/${paid.rental.rentalId}/extensions`, {
      method: 'POST',
      token: tokens.customerA,
      body: JSON.stringify({ endDate: addDays(paid.rental.endDate, 1) }),
    });
    expect(asked.status).toBe(201);
    const { extensionId } = (await asked.json()) as { extensionId: string };
    return { rental: paid.rental, linkPath: `/api/orders/${paid.rental.rentalId}/${link!.key}`, extensionId };
  })();
  return paidOrderOfA;
}

const CASES: Record<RouteKey<Route>, RouteCase> = {
  'GET /api/zip-codes/{zipCode}': { request: () => ({ path: '/api/zip-codes/43215' }) },
  'GET /api/search': { request: () => ({ path: '/api/search?zipCode=43215' }) },
  'POST /api/zip-requests': { request: () => ({ path: '/api/zip-requests', body: { zipCode: '99501', email: `${randomUUID()}@test.example` } }) },
  'GET /api/operator/zip-requests': { request: () => ({ path: '/api/operator/zip-requests' }) },
  'GET /api/listings/{listingId}': { request: ({ rental }) => ({ path: `/api/listings/${rental.listingId}` }) },
  'GET /api/me': { request: () => ({ path: '/api/me' }) },
  'POST /api/customers': { request: () => ({ path: '/api/customers', body: registration() }) },
  'GET /api/customer/profile': { request: () => ({ path: '/api/customer/profile' }) },
  'PUT /api/customer/profile': {
    request: () => ({ path: '/api/customer/profile', body: { name: 'Changed Name', phone: '6145550178', address: registration().address } }),
    throwawayCustomer: true,
  },
  'DELETE /api/customer/profile': { request: () => ({ path: '/api/customer/profile', body: { password: TEST_PASSWORD } }), throwawayCustomer: true },
  // The seeded customers start verified: a code goes to a throwaway (unverified) customer, and
  // confirming an e-mail verified already answers the profile as it is.
  'POST /api/customer/email-verification': { request: () => ({ path: '/api/customer/email-verification' }), throwawayCustomer: true },
  'POST /api/customer/email-verification/confirm': { request: () => ({ path: '/api/customer/email-verification/confirm', body: { code: '000000' } }) },
  'GET /api/customer/dashboard': { request: () => ({ path: '/api/customer/dashboard' }) },
  'GET /api/customer/rentals': { request: () => ({ path: '/api/customer/rentals' }) },
  'GET /api/rentals/{rentalId}': {
    request: ({ rental }) => ({ path: `/api/rentals/${rental.rentalId}` }),
    ownership: { customerB: 403, providerY: 403, driverX: 403 },
  },
  // The manage link is the credential: whoever holds it reads and cancels the order, signed in or not.
  'GET /api/orders/{rentalId}/{key}': {
    request: async ({ rental, tokens }) => ({ path: await linkPathOfNewRequest(tokens, rental) }),
  },
  'POST /api/orders/{rentalId}/{key}/cancel': {
    request: async ({ rental, tokens }) => ({ path: `${await linkPathOfNewRequest(tokens, rental)}/cancel` }),
  },
  // The manage link is the credential for keeping the order longer too.
  'GET /api/orders/{rentalId}/{key}/extension-quote': {
    request: async ({ rental, tokens }) => {
      const order = await paidOrder(tokens, rental);
      return { path: `${order.linkPath}/extension-quote?endDate=${addDays(order.rental.endDate, 2)}` };
    },
  },
  'POST /api/orders/{rentalId}/{key}/extensions': {
    request: async ({ rental, tokens }) => {
      const order = await paidOrder(tokens, rental);
      return { path: `${order.linkPath}/extensions`, body: { endDate: addDays(order.rental.endDate, 1) } };
    },
  },
  'GET /api/orders/{rentalId}/{key}/extensions/{extensionId}': {
    request: async ({ rental, tokens }) => {
      const order = await paidOrder(tokens, rental);
      return { path: `${order.linkPath}/extensions/${order.extensionId}` };
    },
  },
  // Claiming puts a guest's order on the caller's account: customers only, each with a fresh guest
  // order placed with their own verified e-mail (tests/api/guest-order-takeover.test.ts: anyone else's is refused).
  'POST /api/orders/{rentalId}/{key}/claim': {
    request: async (_context, caller) => ({ path: `${await linkPathOfNewGuestOrder(caller)}/claim` }),
  },
  'POST /api/customer/guest-orders/claim': { request: () => ({ path: '/api/customer/guest-orders/claim' }) },
  'GET /api/invoices/{invoiceId}/{key}': { request: async () => ({ path: (await putPayableInvoice()).apiPath }) },
  'POST /api/invoices/{invoiceId}/{key}/checkout': { request: async () => ({ path: `${(await putPayableInvoice()).apiPath}/checkout` }) },
  // A session that does not exist records nothing: the answer is the invoice as it stands.
  'POST /api/invoices/{invoiceId}/{key}/confirm': {
    request: async () => ({ path: `${(await putPayableInvoice()).apiPath}/confirm`, body: { sessionId: 'cs_test_matrix' } }),
  },
  'POST /api/rentals': {
    request: ({ rental }) => ({ path: '/api/rentals', body: rentRequest(rental.listingId!) }),
    throwawayCustomer: true,
  },
  'POST /api/rentals/{rentalId}/cancel': {
    // Customer A cancels a pending request of their own made for the purpose, never the seeded rental.
    request: async ({ rental, tokens }, caller) => {
      if (caller !== 'customerA') return { path: `/api/rentals/${rental.rentalId}/cancel` };
      const response = await api('/api/rentals', { method: 'POST', token: tokens.customerA, body: JSON.stringify(rentRequest(rental.listingId!)) });
      expect(response.status).toBe(201);
      return { path: `/api/rentals/${((await response.json()) as Rental).rentalId}/cancel` };
    },
    ownership: { customerB: 403 },
  },
  'POST /api/rentals/{rentalId}/pickup-request': {
    // Customer A asks for the pickup of a delivered rental of their own made for the purpose; anyone
    // else tries the seeded rental (someone else's answers 403 like its other rental routes).
    request: async ({ rental }, caller) => {
      if (caller !== 'customerA') return { path: `/api/rentals/${rental.rentalId}/pickup-request`, body: {} };
      const delivered = await putProviderRental({ providerId: rental.providerId, customerId: rental.customerId, status: 'delivered', startDate: daysFromToday(-1) });
      return { path: `/api/rentals/${delivered.rentalId}/pickup-request`, body: {} };
    },
    ownership: { customerB: 403 },
  },
  // Keeping the dumpster longer: customer A's own paid booking; anyone else's answers 403 like its other rental routes.
  'GET /api/rentals/{rentalId}/extension-quote': {
    request: async ({ rental, tokens }, caller) => {
      const target = caller === 'customerA' || caller === 'customerB' ? (await paidOrder(tokens, rental)).rental : rental;
      return { path: `/api/rentals/${target.rentalId}/extension-quote?endDate=${addDays(target.endDate, 2)}` };
    },
    ownership: { customerB: 403 },
  },
  'POST /api/rentals/{rentalId}/extensions': {
    request: async ({ rental, tokens }, caller) => {
      const target = caller === 'customerA' || caller === 'customerB' ? (await paidOrder(tokens, rental)).rental : rental;
      return { path: `/api/rentals/${target.rentalId}/extensions`, body: { endDate: addDays(target.endDate, 1) } };
    },
    ownership: { customerB: 403 },
  },
  'GET /api/rentals/{rentalId}/extensions/{extensionId}': {
    request: async ({ rental, tokens }) => {
      const order = await paidOrder(tokens, rental);
      return { path: `/api/rentals/${order.rental.rentalId}/extensions/${order.extensionId}` };
    },
    ownership: { customerB: 403 },
  },
  'GET /api/checkout/providers/{providerId}': { request: ({ rental }) => ({ path: `/api/checkout/providers/${rental.providerId}?size=20` }) },
  'POST /api/checkout/sessions': { request: ({ rental }) => ({ path: '/api/checkout/sessions', body: checkoutRequest(rental.providerId) }) },
  'POST /api/customer/checkout/sessions': {
    request: ({ rental }) => ({ path: '/api/customer/checkout/sessions', body: checkoutRequest(rental.providerId) }),
  },
  'GET /api/provider/availability': { request: () => ({ path: '/api/provider/availability' }) },
  'GET /api/provider/availability/days/{day}': { request: () => ({ path: '/api/provider/availability/days/2026-12-01?size=20' }) },
  // An unknown hold (released already, or never placed) is a 200 answer: nothing to give back.
  'POST /api/checkout/holds/{holdId}/release': { request: () => ({ path: `/api/checkout/holds/${randomUUID()}/release` }) },
  // An unknown session is a 200 answer with status notFound.
  'GET /api/checkout/sessions/{sessionId}': { request: () => ({ path: '/api/checkout/sessions/cs_test_matrix' }) },
  // Public, but only to Stripe: a correctly signed event (of a type the handler ignores).
  'POST /api/payments/stripe/webhook': {
    request: () => {
      const body = { id: `evt_matrix_${randomUUID()}`, object: 'event', type: 'payment_intent.created', data: { object: { id: 'pi_matrix', object: 'payment_intent' } } };
      return { path: '/api/payments/stripe/webhook', body, headers: { 'stripe-signature': sign(JSON.stringify(body)) } };
    },
  },
  'GET /api/provider/profile': { request: () => ({ path: '/api/provider/profile' }) },
  'GET /api/provider/search-status': { request: () => ({ path: '/api/provider/search-status' }) },
  'GET /api/operator/providers': { request: () => ({ path: '/api/operator/providers?limit=5' }) },
  'POST /api/provider-requests': { request: () => ({ path: '/api/provider-requests', body: providerRequest() }) },
  'GET /api/access-codes/{code}': {
    request: async ({ tokens }) => ({ path: `/api/access-codes/${encodeURIComponent(await newAccessCode(tokens.operator))}` }),
  },
  'POST /api/provider-registration/uploads': {
    request: async ({ tokens }) => ({
      path: '/api/provider-registration/uploads',
      body: { code: await newAccessCode(tokens.operator), kind: 'insurance', contentType: 'application/pdf', size: 2048 },
    }),
  },
  'POST /api/providers': {
    request: async ({ tokens }) => {
      const code = await newAccessCode(tokens.operator);
      return { path: '/api/providers', body: registrationBody(code, await uploadDocuments(code)) };
    },
  },
  'GET /api/operator/providers/{providerId}/documents': {
    request: ({ rental }) => ({ path: `/api/operator/providers/${rental.providerId}/documents` }),
  },
  'POST /api/operator/providers/{providerId}/verification': {
    // The operator verifies a provider registered for the purpose, never a seeded one.
    request: async ({ rental, tokens }, caller) => {
      const body = { verified: true, notes: 'Matrix check' };
      if (caller !== 'operator') return { path: `/api/operator/providers/${rental.providerId}/verification`, body };
      const code = await newAccessCode(tokens.operator);
      const response = await api('/api/providers', { method: 'POST', body: JSON.stringify(registrationBody(code, await uploadDocuments(code))) });
      expect(response.status).toBe(201);
      return { path: `/api/operator/providers/${((await response.json()) as { providerId: string }).providerId}/verification`, body };
    },
  },
  'GET /api/operator/provider-requests': { request: () => ({ path: '/api/operator/provider-requests?status=pending&limit=5' }) },
  'POST /api/operator/provider-requests/{requestId}/access-code': {
    request: async () => ({ path: `/api/operator/provider-requests/${await newProviderRequestId()}/access-code` }),
  },
  'PUT /api/operator/provider-requests/{requestId}': {
    request: async () => ({
      path: `/api/operator/provider-requests/${await newProviderRequestId()}`,
      body: { status: 'declined', notes: 'Matrix check' },
    }),
  },
  'POST /api/support-tickets': {
    request: () => ({
      path: '/api/support-tickets',
      body: { identifierType: 'email', email: `${randomUUID()}@test.example`, message: 'Authorization matrix ticket' },
    }),
  },
  'GET /api/operator/support-tickets': { request: () => ({ path: '/api/operator/support-tickets?status=new&limit=5' }) },
  'PUT /api/operator/support-tickets/{ticketId}/status': {
    request: async () => ({
      path: `/api/operator/support-tickets/${(await putSupportTicket()).ticketId}/status`,
      body: { status: 'in_progress' },
    }),
  },
  'GET /api/provider/rentals': { request: () => ({ path: '/api/provider/rentals' }) },
  'POST /api/provider/rentals/{rentalId}/status': {
    // Provider X rejects a pending request customer A makes for the purpose (no inventory moves);
    // provider Y tries the seeded rental of X.
    request: async ({ rental, tokens }, caller) => {
      const body = { action: 'reject' };
      if (caller !== 'providerX') return { path: `/api/provider/rentals/${rental.rentalId}/status`, body };
      const response = await api('/api/rentals', { method: 'POST', token: tokens.customerA, body: JSON.stringify(rentRequest(rental.listingId!)) });
      expect(response.status).toBe(201);
      return { path: `/api/provider/rentals/${((await response.json()) as Rental).rentalId}/status`, body };
    },
    ownership: { providerY: 403 },
  },
  'GET /api/provider/inventory': { request: () => ({ path: '/api/provider/inventory' }) },
  'PUT /api/provider/inventory': {
    // A provider saves its own inventory unchanged, so the seeded providers stay as seeded.
    request: async ({ tokens }, caller) => {
      const body = {
        dumpsterInventory: { yard5: 0, yard10: 1, yard15: 0, yard20: 1, yard30: 0, yard40: 0 },
        dumpsterTypes: ['construction'],
        expectedUpdatedAt: '2026-01-01T00:00:00.000Z',
      };
      if (caller !== 'providerX' && caller !== 'providerY') return { path: '/api/provider/inventory', body };
      const current = (await (await api('/api/provider/inventory', { token: tokens[caller] })).json()) as {
        totals: typeof body.dumpsterInventory;
        dumpsterTypes: string[];
        updatedAt: string;
      };
      return {
        path: '/api/provider/inventory',
        body: { dumpsterInventory: current.totals, dumpsterTypes: current.dumpsterTypes, expectedUpdatedAt: current.updatedAt },
      };
    },
  },
  'GET /api/provider/dashboard': { request: () => ({ path: '/api/provider/dashboard?period=month' }) },
  'GET /api/provider/listings': { request: () => ({ path: '/api/provider/listings' }) },
  'POST /api/provider/listings': { request: () => ({ path: '/api/provider/listings', body: listingBody() }) },
  'GET /api/provider/listings/{listingId}': {
    request: async ({ tokens }) => ({ path: `/api/provider/listings/${(await newListingOfX(tokens)).listingId}` }),
    ownership: { providerY: 403 },
  },
  'PUT /api/provider/listings/{listingId}': {
    request: async ({ tokens }) => {
      const listing = await newListingOfX(tokens);
      return { path: `/api/provider/listings/${listing.listingId}`, body: { ...listingBody(), expectedUpdatedAt: listing.updatedAt } };
    },
    ownership: { providerY: 403 },
  },
  'PUT /api/provider/listings/{listingId}/availability': {
    request: async ({ tokens }) => ({
      path: `/api/provider/listings/${(await newListingOfX(tokens)).listingId}/availability`,
      body: { availability: false },
    }),
    ownership: { providerY: 403 },
  },
  'DELETE /api/provider/listings/{listingId}': {
    request: async ({ tokens }) => ({ path: `/api/provider/listings/${(await newListingOfX(tokens)).listingId}` }),
    ownership: { providerY: 403 },
  },
  'POST /api/provider/listing-images/uploads': {
    request: () => ({ path: '/api/provider/listing-images/uploads', body: { contentType: 'image/png', size: 2048 } }),
  },
  // Provider portal: pricing, service areas and profile. Seeded providers' settings never change:
  // saves and deletion act through a freshly registered provider.
  'PUT /api/provider/pricing': {
    request: () => ({
      path: '/api/provider/pricing',
      body: {
        pricing: {
          baseRatePerYardCents: 900,
          deliveryFeeCents: 6000,
          addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, cleanupService: 4500, permitPulling: 3500 },
        },
        addOns: { sameDayDelivery: true, drivewayProtection: true, cleanupService: false, permitPulling: false },
      },
    }),
    throwawayProvider: true,
  },
  'PUT /api/provider/booking-rules': {
    request: () => ({
      path: '/api/provider/booking-rules',
      body: { bookingRules: { leadTimeDays: 2, turnaroundDays: 1, deliveryWeekdays: [1, 2, 3, 4, 5], blackoutDates: [daysFromToday(40)] } },
    }),
    throwawayProvider: true,
  },
  'POST /api/provider/service-areas/preview': {
    request: () => ({ path: '/api/provider/service-areas/preview', body: { primaryZipCodes: ['59801'], serviceRadius: 10 } }),
  },
  'PUT /api/provider/service-areas': {
    request: () => ({ path: '/api/provider/service-areas', body: { primaryZipCodes: ['59801'], serviceRadius: 5 } }),
    throwawayProvider: true,
  },
  'PUT /api/provider/profile': {
    request: () => ({
      path: '/api/provider/profile',
      body: { businessName: 'Matrix Bins', name: 'Matrix Tester', phone: '4065550100', address: { street: '1 Higgins Ave', city: 'Missoula', state: 'MT', zipCode: '59801' } },
    }),
    throwawayProvider: true,
  },
  'POST /api/provider/logo/uploads': { request: () => ({ path: '/api/provider/logo/uploads', body: { contentType: 'image/png', size: 2048 } }) },
  'DELETE /api/provider/profile': { request: () => ({ path: '/api/provider/profile', body: { password: TEST_PASSWORD } }), throwawayProvider: true },  // Provider portal: financials. Another provider's invoice, expense or report is 404, as if it did not exist.
  'GET /api/provider/invoices': { request: () => ({ path: '/api/provider/invoices?from=2035-06-01&to=2035-06-30' }) },
  'POST /api/provider/invoices': { request: () => ({ path: '/api/provider/invoices', body: matrixInvoice() }) },
  'GET /api/provider/invoices/{invoiceId}': {
    request: async ({ tokens }) => ({ path: `/api/provider/invoices/${(await newInvoiceOfX(tokens)).invoiceId}` }),
    ownership: { providerY: 404 },
  },
  'PUT /api/provider/invoices/{invoiceId}': {
    request: async ({ tokens }) => {
      const invoice = await newInvoiceOfX(tokens);
      return { path: `/api/provider/invoices/${invoice.invoiceId}`, body: { ...matrixInvoice(), dateDue: '2035-06-18', expectedUpdatedAt: invoice.updatedAt } };
    },
    ownership: { providerY: 404 },
  },
  'POST /api/provider/invoices/{invoiceId}/payment': {
    request: async ({ tokens }) => ({
      path: `/api/provider/invoices/${(await newInvoiceOfX(tokens)).invoiceId}/payment`,
      body: { paymentDate: '2035-06-05', paymentMethod: 'cash' },
    }),
    ownership: { providerY: 404 },
  },
  'POST /api/provider/invoices/{invoiceId}/cancel': {
    request: async ({ tokens }) => ({ path: `/api/provider/invoices/${(await newInvoiceOfX(tokens)).invoiceId}/cancel` }),
    ownership: { providerY: 404 },
  },
  'POST /api/provider/invoices/{invoiceId}/email': {
    request: async ({ tokens }) => ({ path: `/api/provider/invoices/${(await newInvoiceOfX(tokens)).invoiceId}/email`, body: { kind: 'invoice' } }),
    ownership: { providerY: 404 },
  },
  'GET /api/provider/invoices/{invoiceId}/pdf': {
    request: async ({ tokens }) => ({ path: `/api/provider/invoices/${(await newInvoiceOfX(tokens)).invoiceId}/pdf` }),
    ownership: { providerY: 404 },
  },
  'GET /api/provider/expenses': { request: () => ({ path: '/api/provider/expenses?from=2035-06-01&to=2035-06-30' }) },
  'POST /api/provider/expenses': { request: () => ({ path: '/api/provider/expenses', body: matrixExpense() }) },
  'GET /api/provider/expenses/{expenseId}': {
    request: async ({ tokens }) => ({ path: `/api/provider/expenses/${(await newExpenseOfX(tokens)).expenseId}` }),
    ownership: { providerY: 404 },
  },
  'PUT /api/provider/expenses/{expenseId}': {
    request: async ({ tokens }) => {
      const expense = await newExpenseOfX(tokens);
      return { path: `/api/provider/expenses/${expense.expenseId}`, body: { ...matrixExpense(), amountCents: 200, expectedUpdatedAt: expense.updatedAt } };
    },
    ownership: { providerY: 404 },
  },
  'DELETE /api/provider/expenses/{expenseId}': {
    request: async ({ tokens }) => ({ path: `/api/provider/expenses/${(await newExpenseOfX(tokens)).expenseId}` }),
    ownership: { providerY: 404 },
  },
  'POST /api/provider/expense-receipts/uploads': {
    request: () => ({ path: '/api/provider/expense-receipts/uploads', body: { contentType: 'application/pdf', size: 2048 } }),
  },
  'GET /api/provider/financials': { request: () => ({ path: '/api/provider/financials?period=month' }) },
  'GET /api/provider/reports': { request: () => ({ path: '/api/provider/reports' }) },
  'POST /api/provider/reports': { request: () => ({ path: '/api/provider/reports', body: { type: 'profit_loss', period: 'week' } }) },
  'GET /api/provider/reports/{reportId}': {
    request: async ({ tokens }) => ({ path: `/api/provider/reports/${await newReportOfX(tokens)}` }),
    ownership: { providerY: 404 },
  },
  'GET /api/provider/reports/{reportId}/csv': {
    request: async ({ tokens }) => ({ path: `/api/provider/reports/${await newReportOfX(tokens)}/csv` }),
    ownership: { providerY: 404 },
  },
  'GET /api/provider/reports/{reportId}/pdf': {
    request: async ({ tokens }) => ({ path: `/api/provider/reports/${await newReportOfX(tokens)}/pdf` }),
    ownership: { providerY: 404 },
  },
  // Reviews: customer A reviews completed rentals of theirs with a provider registered for the
  // purpose (seeded providers keep their ratings); another customer's rental is 404, as is another
  // provider's review.
  'POST /api/rentals/{rentalId}/review': {
    request: async ({ rental }) => {
      const completed = await completedRental(rental.customerId, (await reviewedProvider()).providerId);
      return { path: `/api/rentals/${completed.rentalId}/review`, body: { rating: 5, comment: 'Matrix check' } };
    },
    ownership: { customerB: 404 },
  },
  'GET /api/rentals/{rentalId}/review': {
    request: ({ rental }) => ({ path: `/api/rentals/${rental.rentalId}/review` }),
    ownership: { customerB: 404 },
  },
  'GET /api/providers/{providerId}/reviews': { request: ({ rental }) => ({ path: `/api/providers/${rental.providerId}/reviews?limit=5` }) },
  'GET /api/provider/reviews': { request: () => ({ path: '/api/provider/reviews?limit=5' }) },
  'POST /api/provider/reviews/{rentalId}/reply': {
    // Provider X replies to a review of theirs written for the call (no sums move on a reply).
    request: async ({ rental }) => {
      const completed = await completedRental(rental.customerId, rental.providerId);
      await tableStore()
        .entities.review.create({
          rentalId: completed.rentalId,
          reviewId: randomUUID(),
          providerId: rental.providerId,
          customerId: rental.customerId,
          customerName: 'Matrix T.',
          rating: 4,
          createdAt: new Date().toISOString(),
        })
        .go();
      return { path: `/api/provider/reviews/${completed.rentalId}/reply`, body: { text: 'Thanks!' } };
    },
    ownership: { providerY: 404 },
  },
  'GET /api/operator/reviews': { request: () => ({ path: '/api/operator/reviews?limit=5' }) },
  'POST /api/operator/reviews/{rentalId}/hide': {
    request: async ({ rental, tokens }) => {
      const review = await reviewedRental(tokens.customerA, rental.customerId, (await reviewedProvider()).providerId);
      return { path: `/api/operator/reviews/${review.rentalId}/hide`, body: { reason: 'Matrix check' } };
    },
  },
  'POST /api/operator/reviews/{rentalId}/restore': {
    request: async ({ rental, tokens }) => {
      const review = await reviewedRental(tokens.customerA, rental.customerId, (await reviewedProvider()).providerId);
      const hidden = await api(`/api/operator/reviews/${review.rentalId}/hide`, { method: 'POST', token: tokens.operator, body: JSON.stringify({ reason: 'Matrix check' }) });
      expect(hidden.status).toBe(200);
      return { path: `/api/operator/reviews/${review.rentalId}/restore` };
    },
  },
  // Dispatch: provider X's own job and driver, written for the call (drivers are invited elsewhere);
  // provider Y is refused X's job as not found and X's driver as not one of its own.
  'GET /api/provider/dispatch': { request: () => ({ path: '/api/provider/dispatch?days=7' }) },
  'POST /api/provider/dispatch/jobs/{jobId}/assign': {
    request: async ({ rental }) => {
      const job = await dispatchJobOf(rental.providerId);
      return { path: `/api/provider/dispatch/jobs/${job.jobId}/assign`, body: { driverId: null } };
    },
    ownership: { providerY: 404 },
  },
  'POST /api/provider/dispatch/stops': {
    request: async ({ rental }) => {
      const driverId = randomUUID();
      const job = await dispatchJobOf(rental.providerId, driverId);
      const now = new Date().toISOString();
      await tableStore()
        .entities.driver.create({ driverId, providerId: rental.providerId, name: 'Matrix Driver', email: `${driverId}@test.example`, status: 'active', invitedAt: now, createdAt: now, updatedAt: now })
        .go();
      return { path: '/api/provider/dispatch/stops', body: { date: job.date, driverId, jobIds: [job.jobId] } };
    },
    ownership: { providerY: 422 },
  },
  // Swaps: customer A's own delivered rental made for the purpose; anyone else tries the seeded
  // rental (someone else's answers 403, as the pickup request does).
  'GET /api/rentals/{rentalId}/swap-quote': {
    request: async ({ rental }, caller) => ({ path: `/api/rentals/${(caller === 'customerA' ? await deliveredOfA(rental) : rental).rentalId}/swap-quote` }),
    ownership: { customerB: 403 },
  },
  'POST /api/rentals/{rentalId}/swaps': {
    request: async ({ rental }, caller) => {
      const target = caller === 'customerA' ? await deliveredOfA(rental) : rental;
      return { path: `/api/rentals/${target.rentalId}/swaps`, body: { date: daysFromToday(3) } };
    },
    ownership: { customerB: 403 },
  },
  'POST /api/rentals/{rentalId}/swaps/{swapId}/cancel': {
    request: async ({ rental, tokens }, caller) => {
      if (caller !== 'customerA') return { path: `/api/rentals/${rental.rentalId}/swaps/any-swap/cancel` };
      const delivered = await deliveredOfA(rental);
      const asked = await api(`/api/rentals/${delivered.rentalId}/swaps`, { method: 'POST', token: tokens.customerA, body: JSON.stringify({ date: daysFromToday(3) }) });
      expect(asked.status).toBe(201);
      const { swaps } = rentalSchema.parse(await asked.json());
      return { path: `/api/rentals/${delivered.rentalId}/swaps/${swaps![0]!.swapId}/cancel` };
    },
    ownership: { customerB: 403 },
  },
  // Drivers: provider X's trucks and drivers (provider Y finds none of X's: 404), the join link
  // (anyone holding it), and driver X's stops (each allowed call on a job of their own, made for it).
  'GET /api/provider/drivers': { request: () => ({ path: '/api/provider/drivers' }) },
  'POST /api/provider/drivers': { request: () => ({ path: '/api/provider/drivers', body: { name: 'Matrix Driver', email: `driver-${randomUUID()}@test.example` } }) },
  'PATCH /api/provider/drivers/{driverId}': {
    request: ({ driver }) => ({ path: `/api/provider/drivers/${driver.driver.driverId}`, body: { truck: 'Truck 1' } }),
    ownership: { providerY: 404 },
  },
  'POST /api/provider/drivers/{driverId}/remove': {
    request: async ({ tokens }) => ({ path: `/api/provider/drivers/${(await invitedDriverOfX(tokens)).driverId}/remove` }),
    ownership: { providerY: 404 },
  },
  'POST /api/provider/drivers/{driverId}/invite': {
    request: async ({ tokens }) => ({ path: `/api/provider/drivers/${(await invitedDriverOfX(tokens)).driverId}/invite` }),
    ownership: { providerY: 404 },
  },
  'GET /api/driver-invitations/{token}': {
    request: async ({ tokens }) => ({ path: `/api/driver-invitations/${encodeURIComponent((await invitedDriverOfX(tokens)).token)}` }),
  },
  'POST /api/driver-invitations/{token}/accept': {
    request: async ({ tokens }) => ({ path: `/api/driver-invitations/${encodeURIComponent((await invitedDriverOfX(tokens)).token)}/accept`, body: { password: TEST_PASSWORD } }),
  },
  'GET /api/driver/jobs': { request: () => ({ path: `/api/driver/jobs?date=${daysFromToday(0)}` }) },
  'POST /api/driver/jobs/{jobId}/on-the-way': {
    request: async (context) => ({ path: `/api/driver/jobs/${(await jobOfDriverX(context, 'delivery', 'scheduled')).jobId}/on-the-way` }),
  },
  'POST /api/driver/jobs/{jobId}/photos': {
    request: async (context) => ({
      path: `/api/driver/jobs/${(await jobOfDriverX(context, 'delivery', 'scheduled')).jobId}/photos`,
      body: { purpose: 'placement', contentType: 'image/jpeg' },
    }),
  },
  'POST /api/driver/jobs/{jobId}/delivered': {
    request: async (context) => ({ path: `/api/driver/jobs/${(await jobOfDriverX(context, 'delivery', 'scheduled')).jobId}/delivered`, body: {} }),
  },
  'POST /api/driver/jobs/{jobId}/picked-up': {
    request: async (context) => ({
      path: `/api/driver/jobs/${(await jobOfDriverX(context, 'pickup', 'delivered')).jobId}/picked-up`,
      body: { weightTicket: { tons: 1.5, ticketNumber: 'M-1' } },
    }),
  },
  'POST /api/driver/jobs/{jobId}/swapped': {
    request: async (context) => ({ path: `/api/driver/jobs/${(await jobOfDriverX(context, 'swap', 'delivered')).jobId}/swapped` }),
  },
};

/** A job of the provider's far ahead (a day of its own), assigned to the driver if one is named. */
async function dispatchJobOf(providerId: string, driverId?: string) {
  const now = new Date().toISOString();
  const job = {
    jobId: `${randomUUID()}.delivery`,
    providerId,
    rentalId: randomUUID(),
    kind: 'delivery' as const,
    date: '2036-01-15',
    status: 'scheduled' as const,
    ...(driverId ? { driverId, stop: 1 } : {}),
    address: { street: '5 Route St', city: 'Columbus', state: 'OH' as const, zipCode: '43215' },
    sizeYards: 20,
    customerName: 'Matrix Tester',
    customerPhone: '6145550177',
    createdAt: now,
    updatedAt: now,
  };
  await tableStore().entities.job.create(job).go();
  return job;
}

/** A delivered rental of customer A's with the seeded rental's provider, from yesterday for a week. */
const deliveredOfA = (rental: Rental) =>
  putProviderRental({ providerId: rental.providerId, customerId: rental.customerId, status: 'delivered', startDate: daysFromToday(-1) });

/** A driver of provider X invited for one call (not joined), with its join link's token. */
async function invitedDriverOfX(tokens: Context['tokens']): Promise<{ driverId: string; token: string }> {
  const email = `driver-${randomUUID()}@test.example`;
  const response = await invite(tokens.providerX, { name: 'Matrix Invitee', email });
  expect(response.status).toBe(201);
  const { driverId } = (await response.json()) as { driverId: string };
  return { driverId, token: await invitationTokenFor(email) };
}

/**
 * A job of driver X today, for one call, on a rental of provider X in the status its action needs
 * (delivered from yesterday on; a swap requested for today).
 */
async function jobOfDriverX(context: Context, kind: 'delivery' | 'pickup' | 'swap', status: 'scheduled' | 'delivered') {
  const today = daysFromToday(0);
  const rental = await putProviderRental({ providerId: context.driver.driver.providerId, status, startDate: daysFromToday(-1) });
  if (kind === 'swap') {
    await tableStore().entities.rental
      .patch({ rentalId: rental.rentalId })
      .set({ swaps: [{ swapId: randomUUID(), date: today, requestedAt: new Date().toISOString(), feeCents: 5_000, status: 'requested' }] })
      .go();
  }
  return putJob({ providerId: rental.providerId, rentalId: rental.rentalId, kind, date: today, driverId: context.driver.driver.driverId });
}

/** What the route's policy (and, for some routes, ownership) says this caller gets. */
function expectedStatus(route: Route, caller: CallerName): 200 | 401 | 403 | 404 | 422 {
  const ownership = CASES[routeKey(route) as RouteKey<Route>].ownership?.[caller];
  if (route.policy === 'public') return 200;
  if (caller === 'anonymous') return 401;
  if (route.policy !== 'signedIn' && ROLE_OF[caller] !== route.policy) return 403;
  return ownership ?? 200;
}

const context = {} as Context;

beforeAll(async () => {
  const entries = await Promise.all(
    Object.entries(SIGN_INS).map(async ([caller, email]) => [caller, (await signIn(email, DEMO_PASSWORD)).accessToken] as const),
  );
  context.tokens = Object.fromEntries(entries) as Context['tokens'];
  const providerX = meResponseSchema.parse(await (await api('/api/me', { token: context.tokens.providerX })).json());
  const rentals = customerRentalsResponseSchema.parse(
    await (await api('/api/customer/rentals', { token: context.tokens.customerA })).json(),
  ).rentals;
  const rental = rentals.find((candidate) => candidate.providerId === providerX.userId && candidate.listingId);
  if (!rental) throw new Error('The seed should give customer A a rental with provider X');
  context.rental = rental;
  context.driver = await joinedDriver(context.tokens.providerX, 'Matrix Driver');
  context.tokens.driverX = context.driver.token;
});

afterAll(async () => {
  // The seeded providers' books stay as seeded: the matrix's invoices, expenses and reports go.
  const store = tableStore();
  for (const token of [context.tokens.providerX, context.tokens.providerY]) {
    const providerId = meResponseSchema.parse(await (await api('/api/me', { token })).json()).userId;
    const [invoices, expenses, reports] = await Promise.all([
      store.entities.invoice.query.byProvider({ providerId }).go({ pages: 'all' }),
      store.entities.expense.query.byProvider({ providerId }).go({ pages: 'all' }),
      store.entities.financialReport.query.byProvider({ providerId }).go({ pages: 'all' }),
    ]);
    const matrixInvoices = invoices.data.filter((invoice) => invoice.customer.name === MATRIX_FINANCIALS);
    const matrixExpenses = expenses.data.filter((expense) => expense.vendor === MATRIX_FINANCIALS);
    await Promise.all([
      ...matrixInvoices.map((invoice) => store.entities.invoice.delete({ invoiceId: invoice.invoiceId }).go()),
      ...matrixExpenses.map((expense) => store.entities.expense.delete({ expenseId: expense.expenseId }).go()),
      ...reports.data.map((report) => store.entities.financialReport.delete({ reportId: report.reportId }).go()),
    ]);
  }
  for (const token of [context.tokens.providerX, context.tokens.providerY]) {
    const { listings } = providerListingsResponseSchema.parse(await (await api('/api/provider/listings', { token })).json());
    for (const listing of listings.filter((candidate) => candidate.description === MATRIX_LISTING_DESCRIPTION)) {
      expect((await api(`/api/provider/listings/${listing.listingId}`, { method: 'DELETE', token })).status).toBe(204);
    }
  }
});

describe('authorization matrix', () => {
  it('has a case for every route of the route table, and no other', () => {
    expect(Object.keys(CASES).sort()).toEqual(routes.map((route) => routeKey(route)).sort());
    console.log(`authorization matrix: ${Object.keys(CASES).length} of ${routes.length} routes`);
  });

  describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    it.each(CALLERS.map((caller) => [caller, expectedStatus(route, caller)] as const))('%s gets %i', async (caller, expected) => {
      const routeCase = CASES[routeKey(route) as RouteKey<Route>];
      const request = await routeCase.request(context, caller);
      let token = caller === 'anonymous' ? undefined : context.tokens[caller];
      // Never delete or change a shared sign-in: an allowed customer acts through a throwaway account.
      if (routeCase.throwawayCustomer && token && expected === 200) token = await throwawayCustomerToken();
      if (routeCase.throwawayProvider && token && expected === 200) token = await throwawayProviderToken(context.tokens.operator);
      const response = await api(request.path, {
        method: route.method,
        token,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        ...(request.headers ? { headers: request.headers } : {}),
      });
      if (expected === 200) {
        expect(response.status, `${caller} ${routeKey(route)}`).toBeGreaterThanOrEqual(200);
        expect(response.status, `${caller} ${routeKey(route)}`).toBeLessThan(300);
      } else {
        expect(response.status, `${caller} ${routeKey(route)}`).toBe(expected);
      }
    });
  });
});
