// THE route table. The CDK stack builds API Gateway routes and authorizers from it, the local
// gateway dispatches from it, and the authorization tests walk it. Every route names its access
// policy; the type makes a route without one impossible.
export const ACCESS_POLICIES = ['public', 'signedIn', 'customer', 'provider', 'operator'] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];

/** One Lambda function per domain; each domain's index.ts maps operation names to handlers. */
export const DOMAINS = ['catalog', 'accounts', 'rentals', 'checkout', 'providers', 'operators', 'onboarding'] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path template, always under /api. */
  path: `/api/${string}`;
  domain: Domain;
  operation: string;
  policy: AccessPolicy;
  summary: string;
}

export const routes = [
  {
    method: 'GET',
    path: '/api/zip-codes/{zipCode}',
    domain: 'catalog',
    operation: 'lookupZipCode',
    policy: 'public',
    summary: 'City, state and number of providers serving a ZIP code',
  },
  {
    method: 'GET',
    path: '/api/search',
    domain: 'catalog',
    operation: 'searchProviders',
    policy: 'public',
    summary: 'Providers serving a ZIP code with their prices, cheapest weekly total first',
  },
  {
    method: 'GET',
    path: '/api/listings/{listingId}',
    domain: 'catalog',
    operation: 'getListing',
    policy: 'public',
    summary: 'One dumpster listing with its provider',
  },
  {
    method: 'GET',
    path: '/api/me',
    domain: 'accounts',
    operation: 'getMe',
    policy: 'signedIn',
    summary: "The signed-in user's identity and role",
  },
  {
    method: 'POST',
    path: '/api/customers',
    domain: 'accounts',
    operation: 'registerCustomer',
    policy: 'public',
    summary: 'Create a customer account: Cognito user in group customer, and the profile',
  },
  {
    method: 'GET',
    path: '/api/customer/profile',
    domain: 'accounts',
    operation: 'getCustomerProfile',
    policy: 'customer',
    summary: "The signed-in customer's profile",
  },
  {
    method: 'PUT',
    path: '/api/customer/profile',
    domain: 'accounts',
    operation: 'updateCustomerProfile',
    policy: 'customer',
    summary: 'Change name, phone and address',
  },
  {
    method: 'DELETE',
    path: '/api/customer/profile',
    domain: 'accounts',
    operation: 'deleteCustomerAccount',
    policy: 'customer',
    summary: 'Delete the account: sign-in removed, profile erased, rentals kept anonymized',
  },
  {
    method: 'GET',
    path: '/api/customer/dashboard',
    domain: 'accounts',
    operation: 'getCustomerDashboard',
    policy: 'customer',
    summary: "Counts of the signed-in customer's rentals by state",
  },
  {
    method: 'GET',
    path: '/api/customer/rentals',
    domain: 'rentals',
    operation: 'listCustomerRentals',
    policy: 'customer',
    summary: "The signed-in customer's rentals, newest start date first",
  },
  {
    method: 'GET',
    path: '/api/rentals/{rentalId}',
    domain: 'rentals',
    operation: 'getRental',
    policy: 'signedIn',
    summary: 'One rental, for its customer, its provider or an operator',
  },
  {
    method: 'GET',
    path: '/api/provider/profile',
    domain: 'providers',
    operation: 'getProviderProfile',
    policy: 'provider',
    summary: "The signed-in provider's business profile",
  },
  // Provider portal: listings (functions/providers/listings).
  {
    method: 'GET',
    path: '/api/provider/listings',
    domain: 'providers',
    operation: 'listProviderListings',
    policy: 'provider',
    summary: "The signed-in provider's listings, newest first, up to 100 a page",
  },
  {
    method: 'POST',
    path: '/api/provider/listings',
    domain: 'providers',
    operation: 'createListing',
    policy: 'provider',
    summary: 'List a dumpster: available at once and searchable in its service-area ZIPs',
  },
  {
    method: 'GET',
    path: '/api/provider/listings/{listingId}',
    domain: 'providers',
    operation: 'getProviderListing',
    policy: 'provider',
    summary: "One of the signed-in provider's listings, for editing",
  },
  {
    method: 'PUT',
    path: '/api/provider/listings/{listingId}',
    domain: 'providers',
    operation: 'updateListing',
    policy: 'provider',
    summary: 'Save an edited listing (refused with 409 if it changed meanwhile); removed images are deleted',
  },
  {
    method: 'PUT',
    path: '/api/provider/listings/{listingId}/availability',
    domain: 'providers',
    operation: 'setListingAvailability',
    policy: 'provider',
    summary: 'Mark a listing available or unavailable; unavailable listings leave search and cannot be rented',
  },
  {
    method: 'DELETE',
    path: '/api/provider/listings/{listingId}',
    domain: 'providers',
    operation: 'deleteListing',
    policy: 'provider',
    summary: 'Remove a listing with its search index items and its images',
  },
  {
    method: 'POST',
    path: '/api/provider/listing-images/uploads',
    domain: 'providers',
    operation: 'presignListingImageUpload',
    policy: 'provider',
    summary: "A presigned POST for one listing image (JPEG, PNG or WebP, at most 5 MB) under the provider's own prefix",
  },
  // Provider portal: rental requests, inventory and dashboard (functions/providers/{rentals,inventory,dashboard}).
  {
    method: 'GET',
    path: '/api/provider/rentals',
    domain: 'providers',
    operation: 'listProviderRentals',
    policy: 'provider',
    summary: "The signed-in provider's rentals, newest request first, with counts per filter and status",
  },
  {
    method: 'POST',
    path: '/api/provider/rentals/{rentalId}/status',
    domain: 'providers',
    operation: 'updateRentalStatus',
    policy: 'provider',
    summary: 'Approve (reserving a dumpster atomically), reject or complete (releasing it) one of the provider\'s rentals',
  },
  {
    method: 'GET',
    path: '/api/provider/inventory',
    domain: 'providers',
    operation: 'getProviderInventory',
    policy: 'provider',
    summary: 'Total, in use and available dumpsters per size, dumpster types, overview and upcoming returns',
  },
  {
    method: 'PUT',
    path: '/api/provider/inventory',
    domain: 'providers',
    operation: 'updateProviderInventory',
    policy: 'provider',
    summary: 'Set the totals per size (never below in use) and the dumpster types; refreshes search',
  },
  {
    method: 'GET',
    path: '/api/provider/dashboard',
    domain: 'providers',
    operation: 'getProviderDashboard',
    policy: 'provider',
    summary: 'Revenue for a week, month or year, recent rentals, inventory, chart data and activity',
  },
  // Provider portal: pricing, service areas and profile (functions/providers/{pricing,service-areas,profile}).
  {
    method: 'PUT',
    path: '/api/provider/pricing',
    domain: 'providers',
    operation: 'updateProviderPricing',
    policy: 'provider',
    summary: 'Set the base rate per yard, delivery fee, add-on prices (cents) and add-on toggles; search prices change at once',
  },
  {
    method: 'POST',
    path: '/api/provider/service-areas/preview',
    domain: 'providers',
    operation: 'previewServiceArea',
    policy: 'provider',
    summary: 'The ZIPs a choice of primary ZIPs and radius would cover, with coordinates and distances, before saving',
  },
  {
    method: 'PUT',
    path: '/api/provider/service-areas',
    domain: 'providers',
    operation: 'updateServiceAreas',
    policy: 'provider',
    summary: 'Save primary ZIPs and radius: serves every ZIP within the radius (capped), search updated at once; 409 if the profile changed',
  },
  {
    method: 'PUT',
    path: '/api/provider/profile',
    domain: 'providers',
    operation: 'updateProviderProfile',
    policy: 'provider',
    summary: 'Change business and contact details, EIN and logo (a checked upload; the old logo is deleted)',
  },
  {
    method: 'POST',
    path: '/api/provider/logo/uploads',
    domain: 'providers',
    operation: 'presignProviderLogoUpload',
    policy: 'provider',
    summary: "A presigned POST for a logo (JPEG, PNG or WebP, at most 5 MB) under the provider's own prefix",
  },
  {
    method: 'DELETE',
    path: '/api/provider/profile',
    domain: 'providers',
    operation: 'deleteProviderAccount',
    policy: 'provider',
    summary: 'Delete the account with its listings, search items and files; 409 while rentals still need resolving',
  },
  {
    method: 'GET',
    path: '/api/operator/providers',
    domain: 'operators',
    operation: 'listProviders',
    policy: 'operator',
    summary: 'Every provider, newest first, a page at a time (operator console)',
  },
  {
    method: 'POST',
    path: '/api/rentals',
    domain: 'rentals',
    operation: 'requestRental',
    policy: 'customer',
    summary: 'Rent a listing: a pending rental request for the provider to approve',
  },
  {
    method: 'POST',
    path: '/api/rentals/{rentalId}/cancel',
    domain: 'rentals',
    operation: 'cancelRental',
    policy: 'customer',
    summary: "Cancel the caller's rental under the cancellation policy, refunding a paid one",
  },
  {
    method: 'GET',
    path: '/api/checkout/providers/{providerId}',
    domain: 'checkout',
    operation: 'getCheckoutProvider',
    policy: 'public',
    summary: 'A provider and the checkout price for a size and add-ons, computed from stored prices',
  },
  {
    method: 'POST',
    path: '/api/checkout/sessions',
    domain: 'checkout',
    operation: 'createCheckoutSession',
    policy: 'public',
    summary: 'Start paying as a guest: a payment session for an amount the server computes',
  },
  {
    method: 'POST',
    path: '/api/customer/checkout/sessions',
    domain: 'checkout',
    operation: 'createCustomerCheckoutSession',
    policy: 'customer',
    summary: 'Start paying as the signed-in customer (the rental joins their history)',
  },
  {
    method: 'GET',
    path: '/api/checkout/sessions/{sessionId}',
    domain: 'checkout',
    operation: 'confirmCheckoutSession',
    policy: 'public',
    summary: "A payment session's outcome; creates its rental once if paid and not yet recorded",
  },
  {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    domain: 'checkout',
    operation: 'handleStripeWebhook',
    policy: 'public',
    summary: "Stripe's signed events; checkout.session.completed creates the rental exactly once",
  },
  {
    method: 'POST',
    path: '/api/provider-requests',
    domain: 'onboarding',
    operation: 'submitProviderRequest',
    policy: 'public',
    summary: "A business asks to become a provider ('Contact Us'): stored pending for the operators",
  },
  {
    method: 'GET',
    path: '/api/access-codes/{code}',
    domain: 'onboarding',
    operation: 'checkAccessCode',
    policy: 'public',
    summary: 'Whether a provider access code is valid (unused, unexpired), and whom it was issued to',
  },
  {
    method: 'POST',
    path: '/api/provider-registration/uploads',
    domain: 'onboarding',
    operation: 'presignRegistrationUpload',
    policy: 'public',
    summary: 'A presigned POST for one registration file (logo, insurance, license); needs a valid access code',
  },
  {
    method: 'POST',
    path: '/api/providers',
    domain: 'onboarding',
    operation: 'registerProvider',
    policy: 'public',
    summary: 'Register a provider with an access code: sign-in, profile and search index, the code consumed once',
  },
  {
    method: 'GET',
    path: '/api/operator/provider-requests',
    domain: 'operators',
    operation: 'listProviderRequests',
    policy: 'operator',
    summary: 'Provider requests of one status, newest first, a page at a time (operator console)',
  },
  {
    method: 'POST',
    path: '/api/operator/provider-requests/{requestId}/access-code',
    domain: 'operators',
    operation: 'issueAccessCode',
    policy: 'operator',
    summary: 'Issue a one-time provider access code for a request and e-mail it to the requester',
  },
  {
    method: 'PUT',
    path: '/api/operator/provider-requests/{requestId}',
    domain: 'operators',
    operation: 'reviewProviderRequest',
    policy: 'operator',
    summary: 'Decline a provider request with notes, or reopen a declined one (not once a code was sent)',
  },
  {
    method: 'GET',
    path: '/api/operator/support-tickets',
    domain: 'operators',
    operation: 'listSupportTickets',
    policy: 'operator',
    summary: 'Support tickets of one status, newest first, a page at a time (operator console)',
  },
  {
    method: 'PUT',
    path: '/api/operator/support-tickets/{ticketId}/status',
    domain: 'operators',
    operation: 'updateSupportTicketStatus',
    policy: 'operator',
    summary: 'Move a support ticket to new, in progress or resolved',
  },
  {
    method: 'GET',
    path: '/api/operator/providers/{providerId}/documents',
    domain: 'operators',
    operation: 'getProviderDocuments',
    policy: 'operator',
    summary: "Five-minute download links for a provider's insurance and license (operator review)",
  },
  {
    method: 'POST',
    path: '/api/operator/providers/{providerId}/verification',
    domain: 'operators',
    operation: 'verifyProvider',
    policy: 'operator',
    summary: 'Mark a provider verified or not, with notes; refreshes the Verified badge in search',
  },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type OperationsOf<D extends Domain> = Extract<Route, { domain: D }>['operation'];

/** API Gateway's route key, e.g. "GET /api/search". */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}`;

export function findRouteByKey(key: string): Route | undefined {
  return routes.find((route) => routeKey(route) === key);
}
