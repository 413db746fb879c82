// What the account actions send, shared by the customer's and the provider's profile pages: the
// password change (Cognito, with the user's access token) and the account deletion (each role's
// own DELETE call, given by its page); and the customer's e-mail verification, on their profile
// and on a guest order's page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailCode } from '../../../../shared/email-verification';
import type { AccountDeletion } from '../../../../shared/schemas/account';
import type { AccountDeletionConfirm, PasswordChangeForm } from '../../../../shared/schemas/account-forms';
import { api } from '../../lib/api/client';
import { isApiError } from '../../lib/api-error';
import { CUSTOMER_PROFILE_KEY } from '../../lib/customer-profile';
import { useSession } from '../../lib/session';

/** The signed-in user's own password change (Cognito ChangePassword with their access token). */
export function useChangePassword() {
  const session = useSession();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordChangeForm) => session.changePassword(currentPassword, newPassword),
  });
}

/**
 * Deletes the account once the confirmation word and the current password are typed, by the
 * caller's DELETE call (the customer's, or the provider's from its own api file), which sends the password.
 */
export function useDeleteAccount(deleteAccount: (confirmation: AccountDeletion) => Promise<unknown>) {
  return useMutation({
    mutationFn: ({ password }: AccountDeletionConfirm) => deleteAccount({ password }),
  });
}

/** E-mails a verification code to the signed-in customer's own address (api.requestEmailVerification). */
export function useRequestEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.requestEmailVerification(),
    // Verified meanwhile (another tab): the cached profile is behind.
    onError: (error) => {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: CUSTOMER_PROFILE_KEY });
    },
  });
}

/** Types back the e-mailed code; the verified profile replaces the cached one, so every page reading it sees the change. */
export function useConfirmEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EmailCode) => api.confirmEmailVerification({ body: request }),
    onSuccess: (profile) => queryClient.setQueryData(CUSTOMER_PROFILE_KEY, profile),
  });
}
