import type { AllocationInput } from '@quadro/contract/clients';
import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { putAllocation, refreshAllocationCounts } from './allocation-cache.ts';

/** Refusals go under the form's fields; the answer joins the client's allocations. */
export function useAddAllocation(clientId: string) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (input: AllocationInput) =>
      apiRequest(CLIENTS_ENDPOINTS.addAllocation, { params: { id: clientId }, body: input }),
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: async (allocation) => {
      putAllocation(queryClient, allocation);
      await refreshAllocationCounts(queryClient);
    },
  });
}
