// A US phone number, one rule for every form and route that takes one (registration, profile,
// checkout, provider requests and profiles): typed however people type it, "(614) 555-0142",
// "614-555-0142", "+1 614 555 0142", and stored as its ten digits. North American numbers: the
// area code and the exchange do not start with 0 or 1. Shown with shared/phone.ts.
import * as z from 'zod';

export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid: 'Please enter a valid 10-digit phone number',
} as const;

const NANP_NUMBER = /^[2-9]\d{2}[2-9]\d{6}$/;

export const usPhoneSchema = z
  .string()
  .trim()
  .min(1, PHONE_MESSAGES.required)
  .transform((value) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .refine((digits) => NANP_NUMBER.test(digits), PHONE_MESSAGES.invalid);
