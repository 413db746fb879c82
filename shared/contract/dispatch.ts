// The dispatch domain's routes: the provider's board of jobs (deliveries, swaps, pickups kept from
// its rentals), assigning them to its drivers and ordering each driver's stops of a day.
import {
  assignJobRequestSchema,
  boardJobSchema,
  dispatchBoardQuerySchema,
  dispatchBoardResponseSchema,
  dispatchJobParamsSchema,
  reorderStopsRequestSchema,
  reorderStopsResponseSchema,
} from '../schemas/dispatch';
import { domainRoutes } from './route';

export const dispatchRoutes = domainRoutes('dispatch', {
  getDispatchBoard: {
    method: 'GET',
    path: '/api/provider/dispatch',
    policy: 'provider',
    summary: "The provider's jobs of a day or up to a week (default: today at its address) with its drivers, for the dispatch board",
    query: dispatchBoardQuerySchema,
    response: dispatchBoardResponseSchema,
  },
  assignJob: {
    method: 'POST',
    path: '/api/provider/dispatch/jobs/{jobId}/assign',
    policy: 'provider',
    summary: "Assign one of the provider's jobs to one of its drivers (last of that driver's stops that day), or unassign it",
    params: dispatchJobParamsSchema,
    body: assignJobRequestSchema,
    response: boardJobSchema,
  },
  reorderStops: {
    method: 'POST',
    path: '/api/provider/dispatch/stops',
    policy: 'provider',
    summary: "Set the order of one driver's stops of one day (the list must be exactly that driver's jobs that day)",
    body: reorderStopsRequestSchema,
    response: reorderStopsResponseSchema,
  },
});
