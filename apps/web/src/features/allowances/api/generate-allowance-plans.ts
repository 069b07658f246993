import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { allowanceKeys } from './allowance-keys.ts';

const generatedSchema = z.object({ message: z.string(), created: z.number() });

/** POST /api/allowances/generate {year}: the default plans of everyone still lacking one. */
export function generateAllowancePlans(year: number) {
  return apiRequest('/api/allowances/generate', {
    method: 'POST',
    json: { year },
    schema: generatedSchema,
  });
}

export function useGenerateAllowancePlans(onDone: () => void) {
  return useAppMutation({
    mutationFn: generateAllowancePlans,
    invalidates: [allowanceKeys.all],
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
  });
}
