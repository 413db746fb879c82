// The operators domain's routes.
import {
  issuedAccessCodeSchema,
  operatorProviderRequestsQuerySchema,
  operatorProviderRequestsResponseSchema,
  providerRequestParamsSchema,
  providerRequestReviewSchema,
  providerRequestSchema,
} from '../schemas/onboarding';
import {
  operatorProviderParamsSchema,
  operatorProvidersQuerySchema,
  operatorProvidersResponseSchema,
  providerDocumentsResponseSchema,
  providerVerificationSchema,
} from '../schemas/operator';
import { providerProfileSchema } from '../schemas/provider';
import {
  operatorSupportTicketsQuerySchema,
  operatorSupportTicketsResponseSchema,
  supportTicketParamsSchema,
  supportTicketSchema,
  supportTicketStatusUpdateSchema,
} from '../schemas/support';
import { operatorZipDemandResponseSchema } from '../schemas/zip-request';
import { domainRoutes } from './route';

export const operatorsRoutes = domainRoutes('operators', {
  listProviders: {
    method: 'GET',
    path: '/api/operator/providers',
    policy: 'operator',
    summary: 'Every provider, newest first, a page at a time (operator console)',
    query: operatorProvidersQuerySchema,
    response: operatorProvidersResponseSchema,
  },
  listProviderRequests: {
    method: 'GET',
    path: '/api/operator/provider-requests',
    policy: 'operator',
    summary: 'Provider requests of one status, newest first, a page at a time (operator console)',
    query: operatorProviderRequestsQuerySchema,
    response: operatorProviderRequestsResponseSchema,
  },
  issueAccessCode: {
    method: 'POST',
    path: '/api/operator/provider-requests/{requestId}/access-code',
    policy: 'operator',
    summary: 'Issue a one-time provider access code for a request and e-mail it to the requester',
    params: providerRequestParamsSchema,
    status: 201,
    response: issuedAccessCodeSchema,
  },
  reviewProviderRequest: {
    method: 'PUT',
    path: '/api/operator/provider-requests/{requestId}',
    policy: 'operator',
    summary: 'Decline a provider request with notes, or reopen a declined one (not once a code was sent)',
    params: providerRequestParamsSchema,
    body: providerRequestReviewSchema,
    response: providerRequestSchema,
  },
  listSupportTickets: {
    method: 'GET',
    path: '/api/operator/support-tickets',
    policy: 'operator',
    summary: 'Support tickets of one status, newest first, a page at a time (operator console)',
    query: operatorSupportTicketsQuerySchema,
    response: operatorSupportTicketsResponseSchema,
  },
  listZipDemand: {
    method: 'GET',
    path: '/api/operator/zip-requests',
    policy: 'operator',
    summary: 'The ZIP codes visitors asked to be served, with how many asked, most wanted first',
    response: operatorZipDemandResponseSchema,
  },
  updateSupportTicketStatus: {
    method: 'PUT',
    path: '/api/operator/support-tickets/{ticketId}/status',
    policy: 'operator',
    summary: 'Move a support ticket to new, in progress or resolved',
    params: supportTicketParamsSchema,
    body: supportTicketStatusUpdateSchema,
    response: supportTicketSchema,
  },
  getProviderDocuments: {
    method: 'GET',
    path: '/api/operator/providers/{providerId}/documents',
    policy: 'operator',
    summary: "Five-minute download links for a provider's insurance and license (operator review)",
    params: operatorProviderParamsSchema,
    response: providerDocumentsResponseSchema,
  },
  verifyProvider: {
    method: 'POST',
    path: '/api/operator/providers/{providerId}/verification',
    policy: 'operator',
    summary: 'Mark a provider verified or not, with notes; refreshes the Verified badge in search',
    params: operatorProviderParamsSchema,
    body: providerVerificationSchema,
    response: providerProfileSchema,
  },
});
