// Expense receipts: private objects under receipts/{providerId}/ (never under media/, so the site
// does not serve them), uploaded by the browser with a presigned POST whose conditions fix the type
// and the 5 MB limit, checked again before an expense refers to one (type, size and that its bytes
// are that type: upload-check.ts), and read only through five-minute presigned GET links.
import { randomUUID } from 'node:crypto';
import {
  FINANCIAL_MESSAGES as M,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  type ReceiptUpload,
  type ReceiptUploadRequest,
} from '../../../shared/schemas/financials';
import { invalid } from '../../platform/errors';
import { baseContentType, checkUpload } from '../../platform/files/upload-check';
import type { UploadStore } from '../../platform/files/uploads';
import { logger } from '../../platform/logger';

const RECEIPT_UPLOAD_TTL_SECONDS = 10 * 60;
export const RECEIPT_LINK_TTL_SECONDS = 5 * 60;

export const receiptPrefix = (providerId: string) => `receipts/${providerId}/`;

const allowedType = (contentType: string | undefined) => (RECEIPT_CONTENT_TYPES as readonly string[]).includes(baseContentType(contentType));

const RECEIPT_PROBLEMS = { missing: M.receiptMissing, tooLarge: M.receiptTooLarge, wrongType: M.receiptInvalid } as const;

const refuse = (message: string, field = 'receiptKey') => invalid(message, { [field]: message });

export async function presignReceiptUpload(
  deps: { uploads: () => UploadStore; newId?: () => string },
  providerId: string,
  request: ReceiptUploadRequest,
): Promise<ReceiptUpload> {
  if (!allowedType(request.contentType)) throw refuse(M.receiptInvalid, 'contentType');
  if (request.size > RECEIPT_MAX_BYTES) throw refuse(M.receiptTooLarge, 'size');
  const key = `${receiptPrefix(providerId)}${(deps.newId ?? randomUUID)()}`;
  const presigned = await deps.uploads().presignPost({
    key,
    contentType: baseContentType(request.contentType),
    maxBytes: RECEIPT_MAX_BYTES,
    expiresInSeconds: RECEIPT_UPLOAD_TTL_SECONDS,
  });
  return { key, ...presigned, maxBytes: RECEIPT_MAX_BYTES, expiresInSeconds: RECEIPT_UPLOAD_TTL_SECONDS };
}

/** A receipt new to this save is one of the caller's uploads, exists, is an image or a PDF (in its bytes too) and is at most 5 MB. */
export async function assertReceipt(uploads: () => UploadStore, providerId: string, key: string): Promise<void> {
  const prefix = receiptPrefix(providerId);
  if (!key.startsWith(prefix) || key.length === prefix.length || key.includes('..')) throw refuse(M.receiptMissing);
  const problem = await checkUpload(uploads(), key, { types: RECEIPT_CONTENT_TYPES, maxBytes: RECEIPT_MAX_BYTES });
  if (problem) throw refuse(RECEIPT_PROBLEMS[problem]);
}

/**
 * Removes receipts an expense no longer refers to, after the expense is saved. A failure leaves an
 * orphan object, not a broken expense, so it is logged rather than failing the save.
 */
export async function deleteReceipts(uploads: () => UploadStore, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await uploads().deleteObjects(keys);
  } catch (error) {
    logger.error('Could not delete expense receipts', { keys, error: error as Error });
  }
}
