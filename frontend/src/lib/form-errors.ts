// Turns zod issues into one message per field, keyed by the dotted path ('address.zipCode'): the
// same keys the API uses for its fieldErrors, so server and client errors land on the same inputs.
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
