// The provider's listings: queries, the calls that change them, and image uploads (a presigned
// POST from the API, then the file straight to the bucket, as registration uploads do).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Listing } from '../../../../../shared/schemas/listing';
import type { CreateListingInput, UpdateListingInput } from '../../../../../shared/schemas/provider-listing';
import { api } from '../../../lib/api/client';
import { postToPresignedUrl } from '../../../lib/presigned-upload';
import { IMAGE_UPLOAD_FAILED } from './listing-form-values';
import { savedImage, type ListingImage } from './listing-image-field';

export const PROVIDER_LISTINGS_KEY = ['provider', 'listings'] as const;
const providerListingKey = (listingId: string) => ['provider', 'listing', listingId] as const;

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

/** A save of the listing form: the request the schema parsed, and the images as the form holds them. */
interface ListingSave<Request> {
  request: Request;
  images: ListingImage[];
  /** Told the images as they are uploaded, so a retry after a failed save does not upload them again. */
  onUploaded: (images: ListingImage[]) => void;
}

/**
 * The save of a listing with its images: the images not uploaded yet go first, in order (`progress`
 * says which), then the listing with every image's URL; the list is fetched again and the saved
 * listing known as saved.
 */
function useListingSave<Request>(send: (body: Request & { imageUrls: string[] }) => Promise<Listing>) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState('');
  const mutation = useMutation({
    mutationFn: async ({ request, images, onUploaded }: ListingSave<Request>) => {
      const current = [...images];
      const total = current.filter((image) => image.kind === 'new').length;
      let done = 0;
      try {
        for (const [index, image] of current.entries()) {
          if (image.kind !== 'new') continue;
          setProgress(`Uploading image ${done + 1} of ${total}...`);
          current[index] = savedImage(await uploadListingImage(image.file, index + 1));
          done += 1;
          onUploaded([...current]);
        }
        setProgress('Saving listing...');
        return await send({ ...request, imageUrls: current.flatMap((image) => (image.kind === 'saved' ? [image.url] : [])) });
      } finally {
        setProgress('');
      }
    },
    onSuccess: (saved) => listingsChanged(queryClient, saved),
  });
  return { ...mutation, progress };
}

/** api.createListing, images first. */
export function useCreateListing() {
  return useListingSave((body: CreateListingInput) => api.createListing({ body }));
}

/** api.updateListing, images first; refused with 409 when the listing changed since it was loaded. */
export function useUpdateListing(listingId: string) {
  return useListingSave((body: UpdateListingInput) => api.updateListing({ listingId, body }));
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
async function uploadListingImage(file: File, count: number): Promise<string> {
  const presigned = await api.presignListingImageUpload({ body: { contentType: file.type, size: file.size, count } });
  await postToPresignedUrl(presigned, file, IMAGE_UPLOAD_FAILED);
  return presigned.imageUrl;
}
