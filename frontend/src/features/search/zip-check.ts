// The wizard's ZIP step as one async call: look the ZIP up and decide whether the wizard can go on
// there; and the schemas of the wizard's steps. The wizard imports this on demand, which keeps zod
// and the API client out of the first route.
import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/messages';
import { zipCodeSchema, type ZipCodeLookup } from '../../../../shared/schemas/zip-code';
import { ApiError, isApiError } from '../../lib/api-error';
import { zipCodeQueryOptions } from './zip-code-api';

/** The ZIP step's schema (GET /api/zip-codes/{zipCode}'s parameters) and the last step's. */
export { zipCodeParamsSchema } from '../../../../shared/schemas/zip-code';
export { searchWizardSchema } from '../../../../shared/schemas/search';

export type ZipCheck = { ok: true; place: ZipCodeLookup } | { ok: false; message: string };

export async function checkZipCode(queryClient: QueryClient, input: string): Promise<ZipCheck> {
  const parsed = zipCodeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: MESSAGES.zipInvalid };
  try {
    const place = await queryClient.fetchQuery(zipCodeQueryOptions(parsed.data));
    if (!place.delivers) return { ok: false, message: MESSAGES.zipWithoutDeliveryArea };
    // A real ZIP nobody serves is as unserviceable to the customer as an unknown one.
    if (place.providerCount === 0) return { ok: false, message: MESSAGES.zipNotServiced };
    return { ok: true, place };
  } catch (error) {
    if (isApiError(error, 404)) return { ok: false, message: MESSAGES.zipNotServiced };
    if (isApiError(error, 400)) return { ok: false, message: MESSAGES.zipInvalid };
    return { ok: false, message: MESSAGES.internal };
  }
}

/** The place, or a refusal said on the ZIP field, as the API's own field errors are. */
export async function lookUpWizardZip(queryClient: QueryClient, zipCode: string): Promise<ZipCodeLookup> {
  const result = await checkZipCode(queryClient, zipCode);
  if (!result.ok) throw new ApiError(result.message, 400, { zipCode: result.message });
  return result.place;
}
