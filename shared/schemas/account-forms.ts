// What the sign-in, registration, password and delete-account forms check before they call the API
// or Cognito: the requests' own schemas (./account.ts) plus what only a form asks, a confirmation
// typed twice or a word typed out. The Lambdas never parse these, so they live apart and stay out
// of the bundles.
import * as z from 'zod';
import { MESSAGES } from '../messages';
import { ACCOUNT_DELETION_WORD, accountDeletionSchema, currentPasswordSchema, customerRegistrationSchema, passwordSchema } from './account';

/**
 * Runs a form's confirmation check even while other fields still have issues (zod skips object
 * refinements then), so a mismatch shows together with every other message.
 */
const whenStrings =
  (...keys: string[]) =>
  (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && keys.every((key) => typeof (payload.value as Record<string, unknown>)[key] === 'string');

/** The registration form: the request plus a confirmation that must match. */
export const customerRegistrationFormSchema = customerRegistrationSchema
  .extend({ confirmPassword: z.string().min(1, MESSAGES.confirmPasswordRequired) })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: whenStrings('password', 'confirmPassword'),
  });

/** Cognito sign-in, as the login form sends it: the e-mail and password as typed (Cognito judges them). */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInRequest = z.infer<typeof signInSchema>;

const resetEmail = z.string().trim().min(1, 'Email is required').email('Valid email is required');

/** Cognito ForgotPassword: the address the reset code is e-mailed to. */
export const passwordResetRequestSchema = z.object({ email: resetEmail });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Cognito ConfirmForgotPassword, as the reset form asks for it: the e-mailed code and the new password twice. */
export const passwordResetFormSchema = z
  .object({
    email: resetEmail,
    code: z.string().trim().min(1, 'Enter the code from the e-mail'),
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm'],
    when: whenStrings('password', 'confirm'),
  });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** Cognito ChangePassword, as the change-password form asks for it: the current password and the new one twice. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: whenStrings('newPassword', 'confirmPassword'),
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** The delete-account dialog: the confirmation word, typed exactly (surrounding spaces aside), and the current password. */
export const accountDeletionConfirmSchema = accountDeletionSchema.extend({
  confirmDelete: z.string().trim().pipe(z.literal(ACCOUNT_DELETION_WORD, `Type ${ACCOUNT_DELETION_WORD} to confirm`)),
});
export type AccountDeletionConfirm = z.infer<typeof accountDeletionConfirmSchema>;
