// The customer's account calls: registration (public), profile, dashboard counts and rentals.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerDashboardSchema,
  customerProfileSchema,
  customerRegistrationResponseSchema,
  type CustomerProfileUpdate,
  type CustomerRegistration,
} from '../../../../shared/schemas/account';
import { customerRentalsResponseSchema } from '../../../../shared/schemas/rental';
import { apiDelete, apiGet, apiSend } from '../../lib/api-client';
import { CUSTOMER_PROFILE_KEY } from '../../lib/customer-profile';


export function registerCustomer(registration: CustomerRegistration) {
  return apiSend('POST', '/api/customers', registration, customerRegistrationResponseSchema, { anonymous: true });
}

export function useUpdateCustomerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CustomerProfileUpdate) =>
      apiSend('PUT', '/api/customer/profile', update, customerProfileSchema),
    onSuccess: (profile) => queryClient.setQueryData(CUSTOMER_PROFILE_KEY, profile),
  });
}

export function deleteCustomerAccount() {
  return apiDelete('/api/customer/profile');
}

export function useCustomerDashboard() {
  return useQuery({
    queryKey: ['customer', 'dashboard'],
    queryFn: ({ signal }) => apiGet('/api/customer/dashboard', customerDashboardSchema, { signal }),
  });
}

export function useCustomerRentals() {
  return useQuery({
    queryKey: ['customer', 'rentals'],
    queryFn: ({ signal }) => apiGet('/api/customer/rentals', customerRentalsResponseSchema, { signal }),
  });
}
