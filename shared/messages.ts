// User-facing messages in the specification's wording. Screens and handlers both read them here.
export const MESSAGES = {
  zipInvalid: 'Please enter a valid 5-digit ZIP code',
  zipNotServiced: "We don't currently service this ZIP code",
  resultsError: 'Error Loading Results. Please try again.',
  resultsEmpty: 'No Providers Found',
  listingNotFound: 'Dumpster Listing not found',
  listingLoadFailed: 'Failed to load dumpster details',
  listingInfoMissing: 'Dumpster information not found',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  invalidRequest: 'Some of the information sent is not valid.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
