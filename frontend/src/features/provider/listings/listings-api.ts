// The provider's listings: queries, the calls that change them, and image uploads (a presigned
// POST from the API, then the file straight to the bucket, as registration uploads do).
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Listing } from '../../../../../shared/schemas/listing';
import { api } from '../../../lib/api/client';
import { postToPresignedUrl } from '../../../lib/presigned-upload';
import { IMAGE_UPLOAD_FAILED, type ListingBody } from './listing-form-values';

export const PROVIDER_LISTINGS_KEY = ['provider', 'listings'] as const;
export const providerListingKey = (listingId: string) => ['provider', 'listing', listingId] as const;

/** Every listing of the caller's, page after page (providers have few, so usually one page). */
async function fetchAllListings(signal: AbortSignal): Promise<Listing[]> {
  const listings: Listing[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.listProviderListings({ cursor }, { signal });
    listings.push(...page.listings);
    cursor = page.cursor;
  } while (cursor);
  return listings;
}

export function useProviderListings() {
  return useQuery({ queryKey: PROVIDER_LISTINGS_KEY, queryFn: ({ signal }) => fetchAllListings(signal) });
}

export function useProviderListing(listingId: string) {
  return useQuery({
    queryKey: providerListingKey(listingId),
    queryFn: ({ signal }) => api.getProviderListing({ listingId }, { signal }),
    // Fetched afresh whenever the page opens, so an edit starts from the current version (the
    // list's switch changes it too), and never again behind the provider's back while they type.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

export function createListing(body: ListingBody) {
  return api.createListing({ body });
}

export function updateListing(listingId: string, body: ListingBody & { expectedUpdatedAt: string }) {
  return api.updateListing({ listingId, body });
}

export function setListingAvailability(listingId: string, availability: boolean) {
  return api.setListingAvailability({ listingId, body: { availability } });
}

export function deleteListing(listingId: string) {
  return api.deleteListing({ listingId });
}

/** After a save or a delete: the list is fetched again, and a saved listing is known as saved. */
export function listingsChanged(queryClient: QueryClient, saved?: Listing): Promise<void> {
  if (saved) queryClient.setQueryData(providerListingKey(saved.listingId), saved);
  return queryClient.invalidateQueries({ queryKey: PROVIDER_LISTINGS_KEY });
}

/**
 * Uploads one image and answers the URL the listing refers to it by. `count` is how many images the
 * listing will hold with this one, so the API refuses a sixth before anything is sent. The API's
 * refusals (type, size, count) keep their message and status; a failed POST to the bucket is a
 * network-like failure (status 0).
 */
export async function uploadListingImage(file: File, count: number): Promise<string> {
  const presigned = await api.presignListingImageUpload({ body: { contentType: file.type, size: file.size, count } });
  await postToPresignedUrl(presigned, file, IMAGE_UPLOAD_FAILED);
  return presigned.imageUrl;
}
