// The customer's account calls: registration (public), profile, dashboard counts and rentals, adding
// the orders placed as a guest with the verified e-mail; and the account forms' Cognito calls
// (sign-in, password reset and change), each as a mutation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion, CustomerProfileUpdate, CustomerRegistration } from '../../../../shared/schemas/account';
import type { PasswordResetForm, PasswordResetRequest, SignInRequest } from '../../../../shared/schemas/account-forms';
import { api } from '../../lib/api/client';
import { isCognitoError } from '../../lib/cognito-error';
import { CUSTOMER_PROFILE_KEY } from '../../lib/customer-profile';
import { useSession } from '../../lib/session';

/** Signs in through the session (Cognito, then GET /api/me); rejects with a CognitoError or ApiError. */
export function useSignIn() {
  const session = useSession();
  return useMutation({
    mutationFn: ({ email, password }: SignInRequest) => session.signIn(email, password),
  });
}

/**
 * Creates the customer's account, then signs in with the same credentials. Answers whether that
 * sign-in worked: the account exists either way, and signing in by hand will work if it did not.
 */
export function useRegisterCustomer() {
  const session = useSession();
  return useMutation({
    mutationFn: async ({ name, email, phone, address, password }: CustomerRegistration) => {
      await api.registerCustomer({ body: { name, email, phone, address, password } });
      return session.signIn(email, password).then(
        () => true,
        () => false,
      );
    },
  });
}

/** A profile change tried after the session ended (nothing is sent). */
export class SignedOutError extends Error {}

export function useUpdateCustomerProfile() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (update: CustomerProfileUpdate) =>
      session.status === 'signedIn' ? api.updateCustomerProfile({ body: update }) : Promise.reject(new SignedOutError()),
    onSuccess: (profile) => {
      queryClient.setQueryData(CUSTOMER_PROFILE_KEY, profile);
      // The header greets by first name: let it see a changed name.
      void session.reloadUser().catch(() => undefined);
    },
  });
}

// The Cognito client (Amplify) loads when the form sends, not with the page.
const loadCognito = () => import('../../lib/cognito-auth');

/** Cognito e-mails a reset code. Unknown addresses are not revealed: they succeed like known ones (the code never arrives). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async ({ email }: PasswordResetRequest) =>
      (await loadCognito()).requestPasswordReset(email).catch((error: unknown) => {
        if (!isCognitoError(error, 'UserNotFoundException')) throw error;
      }),
  });
}

/** Cognito sets the new password when the e-mailed code matches. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async ({ email, code, password }: PasswordResetForm) =>
      (await loadCognito()).confirmPasswordReset(email, code, password),
  });
}

/** The customer's deletion, confirmed with their current password (the API has the user pool check it). */
export function deleteCustomerAccount(confirmation: AccountDeletion) {
  return api.deleteCustomerAccount({ body: confirmation });
}

export function useCustomerDashboard() {
  return useQuery({
    queryKey: ['customer', 'dashboard'],
    queryFn: ({ signal }) => api.getCustomerDashboard({}, { signal }),
  });
}

export function useCustomerRentals() {
  return useQuery({
    queryKey: ['customer', 'rentals'],
    queryFn: ({ signal }) => api.listCustomerRentals({}, { signal }),
  });
}

/** "Add the orders you placed as a guest with this e-mail" (api.claimGuestOrders): the history and counts change with it. */
export function useClaimGuestOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.claimGuestOrders(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}
