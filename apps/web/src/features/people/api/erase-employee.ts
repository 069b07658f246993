import type { ErasureInput } from '@quadro/contract/erasure';
import { ERASURE_ENDPOINTS } from '@quadro/contract/erasure.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';

/** POST /api/employees/:id/erasure (hr): a disabled person's personal data, erased for good. */
export function eraseEmployee(input: { id: string; body: ErasureInput }) {
  return apiRequest(ERASURE_ENDPOINTS.erasePerson, { params: { id: input.id }, body: input.body });
}

export function useEraseEmployee(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: eraseEmployee,
    invalidates: [['employees']],
    onSuccess: (result) => {
      toast.success(`Personal data erased: the person is now ${result.name}`);
      onSuccess();
    },
  });
}
