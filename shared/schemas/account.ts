import * as z from 'zod';
import { US_STATE_CODES } from '../constants';
import { emailVerifiedSchema } from '../email-verification';
import { MESSAGES } from '../messages';
import { PASSWORD_MAX_LENGTH, unmetPasswordRequirements } from '../password-policy';
import { usPhoneSchema } from './phone';
import { addressSchema, zipCodeSchema } from './zip-code';

/** A driver is a provider's sub-user (invited by them), never a provider: shared/schemas/dispatch.ts. */
export const ROLES = ['customer', 'provider', 'operator', 'driver'] as const;
export type Role = (typeof ROLES)[number];

export const customerProfileSchema = z.object({
  customerId: z.string(),
  email: z.string().email(),
  name: z.string(),
  phone: z.string(),
  address: addressSchema,
  /**
   * The address the customer proved they read, by typing back the code e-mailed to it, and when
   * (shared/email-verification.ts). Verified only while it is still `email`; absent: unverified.
   */
  emailVerified: emailVerifiedSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const operatorProfileSchema = z.object({
  operatorId: z.string(),
  email: z.string().email(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorProfile = z.infer<typeof operatorProfileSchema>;

/** GET /api/me: who the caller is, by the verified token, with their profile when one exists. */
export const meResponseSchema = z.object({
  userId: z.string(),
  email: z.string().optional(),
  role: z.enum(ROLES).nullable(),
  name: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

const requiredText = (label: string) => z.string().trim().min(1, `${label} is required`).max(200);

/** A new password, as the user pool's rule accepts it (shared/password-policy.ts). */
export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .refine((password) => unmetPasswordRequirements(password).length === 0, MESSAGES.passwordRule);

/** The password the user signs in with now, to confirm a change or an account's deletion (the user pool judges it). */
const currentPasswordSchema = z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, MESSAGES.currentPasswordWrong);

/** An address typed into a form: every part required, a US state or DC, a 5-digit ZIP. */
export const addressInputSchema = z.object({
  street: requiredText('Street address'),
  city: requiredText('City'),
  state: z.enum(US_STATE_CODES, { message: 'State is required' }),
  zipCode: zipCodeSchema,
});

/** Name, phone and address: what a customer can change on their profile. */
export const customerProfileUpdateSchema = z.object({
  name: requiredText('Name'),
  phone: usPhoneSchema,
  address: addressInputSchema,
});
export type CustomerProfileUpdate = z.infer<typeof customerProfileUpdateSchema>;

/** POST /api/customers: self-registration of a customer (public). */
export const customerRegistrationSchema = customerProfileUpdateSchema.extend({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').email('Valid email is required'),
  password: passwordSchema,
});
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;

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

/** The word a user types to confirm deleting their account (DELETE /api/customer/account and the provider's). */
export const ACCOUNT_DELETION_WORD = 'DELETE';

/**
 * DELETE /api/customer/profile and /api/provider/profile: the current password, which the API has
 * the user pool check, so a session left open on someone else's screen cannot erase the account.
 */
export const accountDeletionSchema = z.object({ password: currentPasswordSchema });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** The delete-account dialog: the confirmation word, typed exactly (surrounding spaces aside), and the current password. */
export const accountDeletionConfirmSchema = accountDeletionSchema.extend({
  confirmDelete: z.string().trim().pipe(z.literal(ACCOUNT_DELETION_WORD, `Type ${ACCOUNT_DELETION_WORD} to confirm`)),
});
export type AccountDeletionConfirm = z.infer<typeof accountDeletionConfirmSchema>;

export const customerRegistrationResponseSchema = z.object({ customerId: z.string() });

/** GET /api/customer/dashboard: counts from the customer's own rentals. */
export const customerDashboardSchema = z.object({
  activeRentals: z.number().int().nonnegative(),
  upcomingRentals: z.number().int().nonnegative(),
  completedRentals: z.number().int().nonnegative(),
  totalRentals: z.number().int().nonnegative(),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;
