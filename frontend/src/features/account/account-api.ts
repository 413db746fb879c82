// The customer's account calls: registration (public), profile, dashboard counts and rentals.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfileUpdate, CustomerRegistration } from '../../../../shared/schemas/account';
import { api } from '../../lib/api/client';
import { CUSTOMER_PROFILE_KEY } from '../../lib/customer-profile';


export function registerCustomer(registration: CustomerRegistration) {
  return api.registerCustomer({ body: registration });
}

export function useUpdateCustomerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CustomerProfileUpdate) => api.updateCustomerProfile({ body: update }),
    onSuccess: (profile) => queryClient.setQueryData(CUSTOMER_PROFILE_KEY, profile),
  });
}

export function deleteCustomerAccount() {
  return api.deleteCustomerAccount();
}

export function useCustomerDashboard() {
  return useQuery({
    queryKey: ['customer', 'dashboard'],
    queryFn: ({ signal }) => api.getCustomerDashboard({}, { signal }),
  });
}

export function useCustomerRentals() {
  return useQuery({
    queryKey: ['customer', 'rentals'],
    queryFn: ({ signal }) => api.listCustomerRentals({}, { signal }),
  });
}
