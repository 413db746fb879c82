// The wizard's ZIP check as a mutation. Free of zod and the API client: it loads zip-check.ts (which
// has both) when first used, so the first page stays small.
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const loadZipCheck = () => import('./zip-check');

/** Looks the ZIP up; rejects with the ZIP field's message where the wizard cannot go on. */
export function useZipCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ zipCode }: { zipCode: string }) => (await loadZipCheck()).lookUpWizardZip(queryClient, zipCode),
  });
}
