// User-facing messages in the specification's wording that the API answers with, or that a screen
// and the API share. What only a screen says is in frontend/src/lib/screen-messages.ts: every
// Lambda bundle carries this object whole.
import { CALENDAR_YEARS } from './constants';
import { PASSWORD_RULE_MESSAGE } from './password-policy';

export const MESSAGES = {
  zipInvalid: 'Please enter a valid 5-digit ZIP code',
  zipNotServiced: "We don't currently service this ZIP code",
  zipWithoutDeliveryArea: 'This ZIP code is only for PO boxes or one business\'s mail. Please enter the ZIP code where the dumpster will go.',
  listingNotFound: 'Dumpster Listing not found',
  loginTooManyAttempts: 'Too many failed login attempts. Please try again later or reset your password.',
  emailAlreadyRegistered: 'An account with this email already exists.',
  passwordsDoNotMatch: 'Passwords do not match',
  confirmPasswordRequired: 'Please confirm your password',
  /** The password rule (shared/password-policy.ts): the hint beside every new password, and its refusal. */
  passwordRule: PASSWORD_RULE_MESSAGE,
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is incorrect.',
  profileSaved: 'Your profile has been updated successfully!',
  profileSaveFailed: 'Failed to update profile. Please try again.',
  deleteAccountFailed: 'Failed to delete account. Please try again later.',
  rentalNotFound: 'Rental not found',
  providerNotFound: 'Provider not found',
  rentalNoPermission: 'You do not have permission to view this rental',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  accountNotFound: 'This account no longer exists. Please sign in with another account or create a new one.',
  noMarketplaceAccount: 'This sign-in has no customer, provider or operator account. Please register or contact support.',
  invalidRequest: 'Some of the information sent is not valid.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  requestTooLarge: 'The request is too large. Please shorten what you entered and try again.',
  bodyNotJson: 'The request body must be valid JSON.',
  jsonBodyRequired: 'Send the request body as JSON (Content-Type: application/json).',
  textMalformed: 'Some of the text sent is not valid Unicode. Please retype it and try again.',
  dateInvalid: `Choose a real date from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}, written YYYY-MM-DD`,
  monthInvalid: `Choose a month from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}, written YYYY-MM`,
  providerRequestSubmitted:
    'Thank you for your interest! Your request has been submitted successfully. Our team will contact you shortly with more information.',
  providerRequestNotFound: 'Provider request not found',
  supportTicketNotFound: 'Support ticket not found',
  supportTicketTooLarge: 'Your message is too long. Please shorten it and try again.',
  providerRequestAlreadyApproved: 'An access code was already sent for this request, so it can no longer be declined or reopened.',
  accessCodeRequired: 'Please enter an access code',
  accessCodeInvalid: 'Invalid access code. Please check and try again or contact support.',
  accessCodeUsed: 'This access code has already been used. Please contact support if you need assistance.',
  accessCodeExpired: 'This access code has expired. Please ask our team for a new one.',
  zipAlreadyAdded: 'This ZIP code has already been added',
  serviceAreaRequired: 'Please add at least one service area ZIP code',
  dumpsterTypeRequired: 'Please select at least one dumpster type',
  inventoryRequired: 'Please add at least one dumpster to your inventory',
  documentNotPdf: 'Please upload a PDF file',
  documentNotImage: 'Please upload an image file',
  documentTooLarge: 'File size should not exceed 5MB',
  insuranceUploadFailed: 'Failed to upload business insurance. Please try again.',
  licenseUploadFailed: "Failed to upload driver's license. Please try again.",
  logoUploadFailed: 'Failed to upload your logo. Please try again.',
  inventoryChangedMeanwhile: 'Your inventory or business profile changed while you were editing. Please reload your inventory and try again.',
} as const;

/** A wait of `seconds` in whole minutes, rounded up: "a minute", "12 minutes". */
export function minutesOfWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** The 429 answer of a rate limit, with the wait it announces in Retry-After (rounded up to minutes). */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please wait ${minutesOfWait(retryAfterSeconds)} and try again.`;
}
