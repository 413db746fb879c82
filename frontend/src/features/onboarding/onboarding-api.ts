// The Become a Provider page's public calls: the "Contact Us" request, the access code check,
// registration, and the uploads (a presigned POST from the API, then the file straight to S3).
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import {
  UPLOAD_FAILED_MESSAGES,
  type ProviderRegistration,
  type ProviderRequestInput,
  type UploadKind,
} from '../../../../shared/schemas/onboarding';
import { api } from '../../lib/api/client';
import { ApiError, isApiError } from '../../lib/api-error';
import { postToPresignedUrl } from '../../lib/presigned-upload';
import { useSession } from '../../lib/session';
import { registrationBody, UPLOAD_LABELS, type UploadKeys } from './registration-values';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

function submitProviderRequest(input: ProviderRequestInput) {
  return api.submitProviderRequest({ body: input });
}

/** 'Contact Us': the request goes to the team's inbox. */
export function useSubmitProviderRequest() {
  return useMutation({ mutationFn: submitProviderRequest });
}

function checkAccessCode(code: string) {
  return api.checkAccessCode({ code });
}

/** The code from the e-mail (or the link), checked before the registration form opens. */
export function useCheckAccessCode() {
  return useMutation({ mutationFn: ({ code }: { code: string }) => checkAccessCode(code) });
}

/** 'Contact Us' refusals: over the request limit (429) the server says how long to wait; anything else is the spec's line. */
export function providerRequestFailureText(error: unknown): string {
  return isApiError(error, 429) ? error.message : SCREEN_MESSAGES.providerRequestFailed;
}

/** The spec's message for a failed access code check, by the API's status. */
export function accessCodeFailureText(error: unknown): string {
  if (isApiError(error, 404) || isApiError(error, 400)) return MESSAGES.accessCodeInvalid;
  if (isApiError(error, 409)) return MESSAGES.accessCodeUsed;
  if (isApiError(error, 410)) return MESSAGES.accessCodeExpired;
  return SCREEN_MESSAGES.accessCodeLookupFailed;
}

function registerProvider(registration: Omit<ProviderRegistration, 'confirmPassword'>) {
  return api.registerProvider({ body: registration });
}

/**
 * Uploads one registration file and answers its key. The API refuses a wrong type or size, and a
 * code that is used or expired, with the spec's own message, which is passed on; any other
 * failure, including S3 refusing the POST, is the kind's 'failed to upload' message.
 */
export async function uploadRegistrationFile(code: string, kind: UploadKind, file: File): Promise<string> {
  let presigned;
  try {
    presigned = await api.presignRegistrationUpload({ body: { code, kind, contentType: file.type, size: file.size } });
  } catch (error) {
    if (isApiError(error) && [400, 409, 410].includes(error.status)) throw error;
    throw new ApiError(UPLOAD_FAILED_MESSAGES[kind], 0);
  }
  await postToPresignedUrl(presigned, file, UPLOAD_FAILED_MESSAGES[kind]);
  return presigned.key;
}

/** Each kind's key in the registration. */
export const UPLOAD_KEY_FIELDS = { logo: 'logoKey', insurance: 'insuranceKey', license: 'licenseKey' } as const satisfies Record<UploadKind, keyof UploadKeys>;

/** Documents first: without them there is no registration, so their failures show soonest. */
const UPLOAD_ORDER: UploadKind[] = ['insurance', 'license', 'logo'];

export type ChosenFiles = Partial<Record<UploadKind, File>>;

/** Whether the new provider could be signed in (else they sign in by hand). */
export interface RegistrationOutcome {
  signedIn: boolean;
}

/** The registration as the form's schema parsed it (a chosen file's key is a placeholder until it is uploaded), with the chosen files. */
export type ProviderRegistrationRequest = ProviderRegistration & { files: ChosenFiles };

/**
 * Registering a provider, as one step: the chosen files go to S3 (each once per chosen file: one
 * already uploaded is not sent again when a later step fails and the form is sent again), then
 * POST /api/providers, then the new provider is signed in and opens the dashboard (or the sign-in
 * page when signing in fails: the account exists). `progress` says which file is going up.
 *
 * A refusal is an ApiError as the form shows it: a failed upload with its message on the file's
 * field, a refused registration with the spec's prefix and the API's field errors.
 */
export function useRegisterProvider(code: string) {
  const session = useSession();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<string>();
  const uploaded = useRef<Partial<Record<UploadKind, { file: File; key: string }>>>({});

  async function upload(files: ChosenFiles): Promise<UploadKeys> {
    const keys: UploadKeys = {};
    for (const kind of UPLOAD_ORDER) {
      const file = files[kind];
      if (!file) continue;
      const done = uploaded.current[kind];
      if (done?.file === file) {
        keys[UPLOAD_KEY_FIELDS[kind]] = done.key;
        continue;
      }
      setProgress(`Uploading ${UPLOAD_LABELS[kind]}...`);
      try {
        const key = await uploadRegistrationFile(code, kind, file);
        uploaded.current[kind] = { file, key };
        keys[UPLOAD_KEY_FIELDS[kind]] = key;
      } catch (error) {
        const message = isApiError(error) ? error.message : UPLOAD_FAILED_MESSAGES[kind];
        throw new ApiError(message, isApiError(error) ? error.status : 0, { [UPLOAD_KEY_FIELDS[kind]]: message });
      }
    }
    setProgress(undefined);
    return keys;
  }

  const mutation = useMutation({
    mutationFn: async ({ files, ...registration }: ProviderRegistrationRequest): Promise<RegistrationOutcome> => {
      const keys = await upload(files);
      // Every chosen file's placeholder key gives way to its uploaded one.
      const body = registrationBody({ ...registration, ...keys });
      try {
        await registerProvider(body);
      } catch (error) {
        const reason = isApiError(error) ? error.message : MESSAGES.internal;
        throw new ApiError(`${SCREEN_MESSAGES.registrationFailedProviderPrefix}${reason}`, isApiError(error) ? error.status : 0, isApiError(error) ? error.fieldErrors : undefined);
      }
      try {
        await session.signIn(body.email, body.password);
        return { signedIn: true };
      } catch {
        return { signedIn: false };
      }
    },
    onSuccess: ({ signedIn }) => navigate(signedIn ? '/provider/dashboard' : '/login?success=registration', { replace: true }),
    onSettled: () => setProgress(undefined),
  });
  return { ...mutation, progress };
}
