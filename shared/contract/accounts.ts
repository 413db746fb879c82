// The accounts domain's routes.
import { RATE_LIMITS } from '../abuse-limits';
import { emailCodeSchema, emailCodeSentSchema } from '../email-verification';
import {
  accountDeletionSchema,
  customerDashboardSchema,
  customerProfileSchema,
  customerProfileUpdateSchema,
  customerRegistrationResponseSchema,
  customerRegistrationSchema,
  meResponseSchema,
} from '../schemas/account';
import { domainRoutes } from './route';

export const accountsRoutes = domainRoutes('accounts', {
  getMe: {
    method: 'GET',
    path: '/api/me',
    policy: 'signedIn',
    summary: "The signed-in user's identity and role",
    response: meResponseSchema,
  },
  registerCustomer: {
    method: 'POST',
    path: '/api/customers',
    policy: 'public',
    rateLimit: RATE_LIMITS.customerRegistrations,
    gatewayThrottle: 'form',
    summary: 'Create a customer account: Cognito user in group customer, and the profile',
    body: customerRegistrationSchema,
    status: 201,
    response: customerRegistrationResponseSchema,
  },
  getCustomerProfile: {
    method: 'GET',
    path: '/api/customer/profile',
    policy: 'customer',
    summary: "The signed-in customer's profile",
    response: customerProfileSchema,
  },
  updateCustomerProfile: {
    method: 'PUT',
    path: '/api/customer/profile',
    policy: 'customer',
    summary: 'Change name, phone and address',
    body: customerProfileUpdateSchema,
    response: customerProfileSchema,
  },
  deleteCustomerAccount: {
    method: 'DELETE',
    path: '/api/customer/profile',
    policy: 'customer',
    summary: 'Delete the account, confirmed with the current password (400 when wrong): sign-in removed, profile erased, rentals kept anonymized',
    body: accountDeletionSchema,
    status: 204,
  },
  requestEmailVerification: {
    method: 'POST',
    path: '/api/customer/email-verification',
    policy: 'customer',
    rateLimit: RATE_LIMITS.emailVerificationCodes,
    summary: "E-mail a verification code to the signed-in customer's own address (good for minutes and a few tries; a new one replaces it)",
    response: emailCodeSentSchema,
  },
  confirmEmailVerification: {
    method: 'POST',
    path: '/api/customer/email-verification/confirm',
    policy: 'customer',
    rateLimit: RATE_LIMITS.emailVerificationAttempts,
    summary: "Type back the e-mailed code: the profile records its e-mail as verified (a wrong code spends one of the code's tries)",
    body: emailCodeSchema,
    response: customerProfileSchema,
  },
  getCustomerDashboard: {
    method: 'GET',
    path: '/api/customer/dashboard',
    policy: 'customer',
    summary: "Counts of the signed-in customer's rentals by state",
    response: customerDashboardSchema,
  },
});
