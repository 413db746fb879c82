import * as z from 'zod';
import { US_STATE_CODES } from '../constants';
import { MESSAGES } from '../messages';
import { PASSWORD_MAX_LENGTH, unmetPasswordRequirements } from '../password-policy';
import { usPhoneSchema } from './phone';
import { addressSchema, zipCodeSchema } from './zip-code';

/** A driver is a provider's sub-user (invited by them), never a provider: shared/schemas/dispatch.ts. */
export const ROLES = ['customer', 'provider', 'operator', 'driver'] as const;
export type Role = (typeof ROLES)[number];

/** On the customer profile: the address verified and when (ISO instant). */
export const emailVerifiedSchema = z.object({ email: z.string(), at: z.string() });

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
export const currentPasswordSchema = z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, MESSAGES.currentPasswordWrong);

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

/** The word a user types to confirm deleting their account (DELETE /api/customer/account and the provider's). */
export const ACCOUNT_DELETION_WORD = 'DELETE';

/**
 * DELETE /api/customer/profile and /api/provider/profile: the current password, which the API has
 * the user pool check, so a session left open on someone else's screen cannot erase the account.
 */
export const accountDeletionSchema = z.object({ password: currentPasswordSchema });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const customerRegistrationResponseSchema = z.object({ customerId: z.string() });

/** GET /api/customer/dashboard: counts from the customer's own rentals. */
export const customerDashboardSchema = z.object({
  activeRentals: z.number().int().nonnegative(),
  upcomingRentals: z.number().int().nonnegative(),
  completedRentals: z.number().int().nonnegative(),
  totalRentals: z.number().int().nonnegative(),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;
