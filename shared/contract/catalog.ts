// The catalog domain's routes.
import { RATE_LIMITS } from '../abuse-limits';
import { listingDetailSchema, listingParamsSchema } from '../schemas/listing';
import { searchQuerySchema, searchResponseSchema } from '../schemas/search';
import { zipCodeLookupSchema, zipCodeParamsSchema } from '../schemas/zip-code';
import { zipRequestInputSchema, zipRequestResponseSchema } from '../schemas/zip-request';
import { domainRoutes } from './route';

export const catalogRoutes = domainRoutes('catalog', {
  lookupZipCode: {
    method: 'GET',
    path: '/api/zip-codes/{zipCode}',
    policy: 'public',
    summary: 'City, state and number of providers serving a ZIP code',
    params: zipCodeParamsSchema,
    response: zipCodeLookupSchema,
  },
  searchProviders: {
    method: 'GET',
    path: '/api/search',
    policy: 'public',
    summary: 'Providers serving a ZIP code with their prices, cheapest weekly total first',
    query: searchQuerySchema,
    response: searchResponseSchema,
  },
  requestZip: {
    method: 'POST',
    path: '/api/zip-requests',
    policy: 'public',
    rateLimit: RATE_LIMITS.zipRequests,
    summary: 'Ask to be told when a provider delivers to a ZIP nobody serves yet (once per e-mail and ZIP)',
    body: zipRequestInputSchema,
    response: zipRequestResponseSchema,
  },
  getListing: {
    method: 'GET',
    path: '/api/listings/{listingId}',
    policy: 'public',
    summary: 'One dumpster listing with its provider',
    params: listingParamsSchema,
    response: listingDetailSchema,
  },
});
