// The browser half of a presigned POST upload: the API answers a bucket URL and policy fields, and
// the file goes from here straight to the bucket.
import { ApiError } from './api-error';

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * POSTs `file` to the presigned URL. Any failure, the network's or the bucket's refusal, throws an
 * ApiError with `failedMessage` and status 0, since the bucket's own answer means nothing to the user.
 */
export async function postToPresignedUrl(presigned: PresignedPost, file: File, failedMessage: string): Promise<void> {
  // The bucket reads the policy fields before the file and ignores any field after it: 'file' goes last.
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  // A policy that pins the content type needs it sent; one that does not still gets the file's own.
  if (!Object.keys(presigned.fields).some((name) => name.toLowerCase() === 'content-type')) {
    form.append('Content-Type', file.type);
  }
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(presigned.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(failedMessage, 0);
  }
  if (!response.ok) throw new ApiError(failedMessage, 0);
}
