// A stop's photos: private objects under job-photos/{providerId}/{jobId}/{purpose}/, never under
// media/ (the site does not serve them), uploaded by the driver's phone with a presigned POST whose
// conditions fix the type and the 10 MB limit, and checked again before a rental refers to one
// (type, size and that its bytes are that image type: upload-check.ts). A key outside the job's
// own folder for that purpose was not issued for this stop and is refused.
import { randomUUID } from 'node:crypto';
import {
  DRIVER_MESSAGES as M,
  JOB_PHOTO_CONTENT_TYPES,
  JOB_PHOTO_MAX_BYTES,
  type Job,
  type JobPhotoPurpose,
  type JobPhotoUpload,
} from '../../shared/schemas/dispatch';
import { invalid } from '../platform/errors';
import { baseContentType, checkUpload } from '../platform/files/upload-check';
import type { UploadStore } from '../platform/files/uploads';

const PHOTO_UPLOAD_TTL_SECONDS = 10 * 60;

export const jobPhotoPrefix = (providerId: string, jobId: string, purpose: JobPhotoPurpose) =>
  `job-photos/${providerId}/${jobId}/${purpose.replace('_', '-')}/`;

const allowedType = (contentType: string | undefined) => (JOB_PHOTO_CONTENT_TYPES as readonly string[]).includes(baseContentType(contentType));

const PHOTO_PROBLEMS = { missing: M.photoMissing, tooLarge: M.photoTooLarge, wrongType: M.photoNotImage } as const;

export async function presignJobPhoto(
  deps: { uploads: () => UploadStore; newId?: () => string },
  job: Job,
  request: { purpose: JobPhotoPurpose; contentType: string },
): Promise<JobPhotoUpload> {
  if (!allowedType(request.contentType)) throw invalid(M.photoNotImage, { contentType: M.photoNotImage });
  const key = `${jobPhotoPrefix(job.providerId, job.jobId, request.purpose)}${(deps.newId ?? randomUUID)()}`;
  const presigned = await deps.uploads().presignPost({
    key,
    contentType: baseContentType(request.contentType),
    maxBytes: JOB_PHOTO_MAX_BYTES,
    expiresInSeconds: PHOTO_UPLOAD_TTL_SECONDS,
  });
  return { key, ...presigned, maxBytes: JOB_PHOTO_MAX_BYTES, expiresInSeconds: PHOTO_UPLOAD_TTL_SECONDS };
}

/** The key was issued for this job and purpose, the photo arrived, is an image (in its bytes too) and is at most 10 MB. */
export async function assertJobPhoto(uploads: () => UploadStore, job: Job, purpose: JobPhotoPurpose, key: string, field: string): Promise<void> {
  const prefix = jobPhotoPrefix(job.providerId, job.jobId, purpose);
  if (!key.startsWith(prefix) || key.length === prefix.length || key.slice(prefix.length).includes('/') || key.includes('..')) {
    throw invalid(M.photoNotIssued, { [field]: M.photoNotIssued });
  }
  const problem = await checkUpload(uploads(), key, { types: JOB_PHOTO_CONTENT_TYPES, maxBytes: JOB_PHOTO_MAX_BYTES });
  if (problem) throw invalid(PHOTO_PROBLEMS[problem], { [field]: PHOTO_PROBLEMS[problem] });
}
