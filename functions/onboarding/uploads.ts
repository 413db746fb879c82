// Registration uploads: a valid access code earns a presigned POST for one declared file, under a
// prefix derived from the code, so registration can tell its own uploads from anyone else's. The
// declared type and size are refused up front; what actually arrived is checked at registration
// (type, size and that its bytes are that type: upload-check.ts).
import { createHash, randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/messages';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_FAILED_MESSAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_MESSAGES,
  type PresignedUploadResponse,
  type UploadKind,
  type UploadRequest,
} from '../../shared/schemas/onboarding';
import type { Store } from '../platform/data/store';
import { invalid } from '../platform/errors';
import { MEDIA_FOLDERS } from '../platform/files/media';
import { checkUpload } from '../platform/files/upload-check';
import type { UploadStore } from '../platform/files/uploads';
import { usableAccessCode } from './access-codes';

const UPLOAD_URL_TTL_SECONDS = 10 * 60;

/** Keys of one code's uploads of one kind start with this; the code itself never appears in a key. */
export function uploadPrefix(code: string, kind: UploadKind): string {
  const codeHash = createHash('sha256').update(code).digest('hex').slice(0, 32);
  // The logo is shown to everyone in search, so it goes where the site serves public images.
  if (kind === 'logo') return `${MEDIA_FOLDERS.providerLogos}${codeHash}/`;
  return `onboarding/${codeHash}/${kind}/`;
}

export async function presignRegistrationUpload(
  deps: { store: Store; uploads: () => UploadStore; now: () => Date; newId?: () => string },
  input: UploadRequest,
): Promise<PresignedUploadResponse> {
  await usableAccessCode(deps.store, input.code, deps.now());
  if (!UPLOAD_CONTENT_TYPES[input.kind].includes(input.contentType)) {
    throw invalid(UPLOAD_TYPE_MESSAGES[input.kind], { contentType: UPLOAD_TYPE_MESSAGES[input.kind] });
  }
  if (input.size > UPLOAD_MAX_BYTES) throw invalid(MESSAGES.documentTooLarge, { size: MESSAGES.documentTooLarge });
  const key = `${uploadPrefix(input.code, input.kind)}${(deps.newId ?? randomUUID)()}`;
  const presigned = await deps.uploads().presignPost({
    key,
    contentType: input.contentType,
    maxBytes: UPLOAD_MAX_BYTES,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
  });
  return { key, ...presigned, maxBytes: UPLOAD_MAX_BYTES, expiresInSeconds: UPLOAD_URL_TTL_SECONDS };
}

/**
 * The object at `key` is one of this code's uploads of this kind, exists, is at most 5 MB and has
 * an allowed type, in its bytes too; otherwise the spec's message for the kind (400). The bucket
 * enforces the POST's conditions in AWS, but a type is only what the browser said.
 */
export async function assertUploaded(uploads: UploadStore, code: string, kind: UploadKind, key: string): Promise<void> {
  const field = { logo: 'logoKey', insurance: 'insuranceKey', license: 'licenseKey' }[kind];
  const refuse = (message: string) => invalid(message, { [field]: message });
  if (!key.startsWith(uploadPrefix(code, kind))) throw refuse(UPLOAD_FAILED_MESSAGES[kind]);
  const problem = await checkUpload(uploads, key, { types: UPLOAD_CONTENT_TYPES[kind], maxBytes: UPLOAD_MAX_BYTES });
  const messages = { missing: UPLOAD_FAILED_MESSAGES[kind], tooLarge: MESSAGES.documentTooLarge, wrongType: UPLOAD_TYPE_MESSAGES[kind] };
  if (problem) throw refuse(messages[problem]);
}
