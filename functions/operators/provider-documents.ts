// The operator console's review of a provider's documents: short-lived download links, and the
// verification decision, whose Verified badge reaches search from the table's stream
// (catalog/search-index-stream.ts) and the provider's listings through their copied facts.
import { MESSAGES } from '../../shared/messages';
import type { ProviderDocumentsResponse, ProviderVerification } from '../../shared/schemas/operator';
import type { ProviderProfile } from '../../shared/schemas/provider';
import type { Store } from '../platform/data/store';
import { conflict, notFound } from '../platform/errors';
import type { UploadStore } from '../platform/files/uploads';
import { syncProviderListings } from '../catalog/listing-provider-facts';

const DOCUMENT_LINK_TTL_SECONDS = 5 * 60;

async function readProvider(store: Store, providerId: string) {
  const { data } = await store.entities.providerProfile.get({ providerId }).go();
  if (!data) throw notFound(MESSAGES.providerNotFound);
  return data;
}

export async function getProviderDocuments(
  deps: { store: Store; uploads: () => UploadStore },
  providerId: string,
): Promise<ProviderDocumentsResponse> {
  const profile = await readProvider(deps.store, providerId);
  const documents = profile.documents;
  const link = async (key: string | undefined) =>
    key ? { key, url: await deps.uploads().presignGet(key, DOCUMENT_LINK_TTL_SECONDS) } : null;
  return {
    providerId,
    businessName: profile.businessName,
    insurance: await link(documents?.businessInsuranceKey),
    license: await link(documents?.driversLicenseKey),
    verified: profile.isVerified,
    ...(documents?.verificationNotes ? { verificationNotes: documents.verificationNotes } : {}),
    ...(documents?.uploadedAt ? { uploadedAt: documents.uploadedAt } : {}),
    expiresInSeconds: DOCUMENT_LINK_TTL_SECONDS,
  };
}

/**
 * Records the decision on the profile, conditioned on the version read (a concurrent change makes
 * this a 409, never a lost update), then rewrites the provider's ZIP items from the new profile.
 */
export async function verifyProvider(
  deps: { store: Store; now: () => Date },
  providerId: string,
  decision: ProviderVerification,
): Promise<ProviderProfile> {
  const { store } = deps;
  const profile = await readProvider(store, providerId);
  const timestamp = deps.now().toISOString();
  const documents = {
    ...(profile.documents ?? { verified: false }),
    verified: decision.verified,
    ...(decision.notes ? { verificationNotes: decision.notes } : {}),
  };
  if (!decision.notes) delete (documents as { verificationNotes?: string }).verificationNotes;
  let updated;
  try {
    updated = await store.entities.providerProfile
      .patch({ providerId })
      .set({ isVerified: decision.verified, documents, updatedAt: timestamp })
      .where((attributes, { eq }) => eq(attributes.updatedAt, profile.updatedAt))
      .go({ response: 'all_new' });
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException' || /conditional/i.test(String(error))) {
      throw conflict('The provider changed meanwhile. Please reload and try again.');
    }
    throw error;
  }
  const next = updated.data;
  await syncProviderListings(store, next);
  return next;
}
