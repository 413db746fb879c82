// The onboarding domain's routes.
import { RATE_LIMITS } from '../abuse-limits';
import {
  accessCodeCheckSchema,
  accessCodeParamsSchema,
  presignedUploadSchema,
  providerRegistrationResponseSchema,
  providerRegistrationSchema,
  providerRequestCreatedSchema,
  providerRequestInputSchema,
  uploadRequestSchema,
} from '../schemas/onboarding';
import { domainRoutes } from './route';

export const onboardingRoutes = domainRoutes('onboarding', {
  submitProviderRequest: {
    method: 'POST',
    path: '/api/provider-requests',
    policy: 'public',
    rateLimit: RATE_LIMITS.providerRequests,
    gatewayThrottle: 'form',
    summary: "A business asks to become a provider ('Contact Us'): stored pending for the operators",
    body: providerRequestInputSchema,
    status: 201,
    response: providerRequestCreatedSchema,
  },
  checkAccessCode: {
    method: 'GET',
    path: '/api/access-codes/{code}',
    policy: 'public',
    gatewayThrottle: 'form',
    summary: 'Whether a provider access code is valid (unused, unexpired), and whom it was issued to',
    params: accessCodeParamsSchema,
    response: accessCodeCheckSchema,
  },
  presignRegistrationUpload: {
    method: 'POST',
    path: '/api/provider-registration/uploads',
    policy: 'public',
    summary: 'A presigned POST for one registration file (logo, insurance, license); needs a valid access code',
    body: uploadRequestSchema,
    status: 201,
    response: presignedUploadSchema,
  },
  registerProvider: {
    method: 'POST',
    path: '/api/providers',
    policy: 'public',
    summary: 'Register a provider with an access code: sign-in, profile and search index, the code consumed once',
    body: providerRegistrationSchema,
    status: 201,
    response: providerRegistrationResponseSchema,
  },
});
