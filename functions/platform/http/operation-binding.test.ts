// The contract binds handlers at compile time: `npm run typecheck` compiles this file, and each
// expected-error directive below fails the type check the day its mistake stops being an error. So a route
// added to shared/contract without a handler, a handler without a route, or an answer that is not
// the route's response schema cannot reach a build.
import { catalogRoutes } from '../../../shared/contract/catalog';
import { describe, expect, it } from 'vitest';
import { createDomainHandler } from './domain-handler';
import { operationsOf } from './operation';

const noDeps = () => ({});
const zipAnswer = { zipCode: '43215', city: 'Columbus', state: 'OH', providerCount: 2 } as never;

describe('binding handlers to the contract', () => {
  it('refuses a domain entry missing one of its routes', () => {
    const handler = createDomainHandler(
      catalogRoutes,
      // @ts-expect-error requestZip (POST /api/zip-requests) has no handler
      {
        lookupZipCode: async () => zipAnswer,
        searchProviders: async () => ({}) as never,
        getListing: async () => ({}) as never,
      },
      noDeps,
    );
    expect(typeof handler).toBe('function');
  });

  it('refuses a handler for an operation the domain does not have', () => {
    const listing = operationsOf<'providers'>()({
      // @ts-expect-error lookupZipCode is a catalog route, not a providers one
      lookupZipCode: async () => zipAnswer,
    });
    expect(Object.keys(listing)).toEqual(['lookupZipCode']);
  });

  it("refuses an answer that is not the route's response, and typed inputs from the route's schemas", () => {
    const handler = createDomainHandler(
      catalogRoutes,
      {
        // @ts-expect-error a ZIP lookup answers city, state and provider count, not a bare string
        lookupZipCode: async ({ params }) => params.zipCode,
        // The query is the parsed search query: zipCode is a string here, not unknown.
        searchProviders: async ({ query }) => ({ zip: query.zipCode.toUpperCase() }) as never,
        getListing: async () => ({}) as never,
        requestZip: async () => ({}) as never,
      },
      noDeps,
    );
    expect(typeof handler).toBe('function');
  });
});
