import * as z from 'zod';
import { addressSchema } from './zip-code';

export const ROLES = ['customer', 'provider', 'operator'] as const;
export type Role = (typeof ROLES)[number];

export const customerProfileSchema = z.object({
  customerId: z.string(),
  email: z.string().email(),
  name: z.string(),
  phone: z.string(),
  address: addressSchema,
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
