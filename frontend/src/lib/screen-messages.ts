// Messages in the specification's wording that only the SPA shows (a screen's own success, failure
// and empty states); what the API answers is in shared/messages.ts.
export const SCREEN_MESSAGES = {
  resultsError: 'Error Loading Results. Please try again.',
  resultsEmpty: 'No Providers Found',
  listingLoadFailed: 'Failed to load dumpster details',
  listingInfoMissing: 'Dumpster information not found',
  loginInvalid: 'Invalid email or password. Please try again.',
  loginFailed: 'Failed to sign in. Please check your credentials.',
  registrationSucceeded: 'Registration successful! Please sign in with your new account.',
  registrationFailedPrefix: 'Failed to create an account: ',
  registrationRetry: 'Please try again',
  passwordUpdated: 'Password updated successfully',
  verifyingAccount: 'Verifying your account...',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  resetCodeMismatch: 'The code is not correct.',
  resetCodeExpired: 'The code has expired. Request a new one.',
  resetFailed: 'We could not reset your password. Please try again.',
  profileLoginRequired: 'You must be logged in to update your profile',
  providerRequestFailed: 'An error occurred while submitting your request. Please try again.',
  supportTicketFailed: 'There was an error submitting your ticket. Please try again or call our support line directly.',
  accessCodeLookupFailed: 'An error occurred while verifying your access code. Please try again.',
  registrationFailedProviderPrefix: 'Failed to create account. ',
} as const;
