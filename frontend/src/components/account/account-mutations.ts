// What the account actions send, shared by the customer's and the provider's profile pages: the
// password change (Cognito, with the user's access token) and the account deletion (each role's
// own DELETE call, given by its page).
import { useMutation } from '@tanstack/react-query';
import type { AccountDeletion, AccountDeletionConfirm, PasswordChangeForm } from '../../../../shared/schemas/account';
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
