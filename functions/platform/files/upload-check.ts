// What arrived at an upload's key, checked before anything refers to it: it exists, is at most the
// size allowed, is stored as one of the types allowed, and its bytes are of that type
// (file-signature.ts: a ranged GetObject of the first bytes after the HeadObject). The bucket enforces
// the presigned POST's type and size conditions in AWS, but a type is only what the browser said;
// the local emulator enforces the conditions too (scripts/local/post-policy.ts). An object whose
// bytes are not its type is deleted at once: nothing may ever serve it.
import { SIGNATURE_LENGTH, startsAsDeclared } from './file-signature';
import type { UploadStore } from './uploads';

/** Why an upload cannot be used; each caller words it for its own field. */
export type UploadProblem = 'missing' | 'tooLarge' | 'wrongType';

export interface UploadRule {
  types: readonly string[];
  maxBytes: number;
}

/** A stored Content-Type without its parameters, as the allowed types are written. */
export const baseContentType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export async function checkUpload(uploads: UploadStore, key: string, rule: UploadRule): Promise<UploadProblem | undefined> {
  const stored = await uploads.head(key);
  if (!stored || stored.size === 0) return 'missing';
  const contentType = baseContentType(stored.contentType);
  if (!rule.types.includes(contentType)) return 'wrongType';
  if (stored.size > rule.maxBytes) return 'tooLarge';
  const firstBytes = await uploads.readStart(key, SIGNATURE_LENGTH);
  if (!firstBytes) return 'missing';
  if (!startsAsDeclared(contentType, firstBytes)) {
    await uploads.deleteObjects([key]);
    return 'wrongType';
  }
  return undefined;
}
