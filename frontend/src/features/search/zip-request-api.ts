// "Tell me when someone delivers here": the request's schema, its call and the hook together.
import { useMutation } from '@tanstack/react-query';
import type { ZipRequestInput } from '../../../../shared/schemas/zip-request';
import { api } from '../../lib/api/client';

export function useZipRequest() {
  return useMutation({
    mutationFn: (input: ZipRequestInput) => api.requestZip({ body: input }),
  });
}
