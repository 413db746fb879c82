// "Tell me when someone delivers here": the request's schema, its call and the hook together.
import { useMutation } from '@tanstack/react-query';
import { zipRequestResponseSchema, type ZipRequestInput } from '../../../../shared/schemas/zip-request';
import { apiSend } from '../../lib/api-client';

export function useZipRequest() {
  return useMutation({
    mutationFn: (input: ZipRequestInput) => apiSend('POST', '/api/zip-requests', input, zipRequestResponseSchema),
  });
}
