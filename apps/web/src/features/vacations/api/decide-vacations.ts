import type { VacationDecision } from '@quadro/contract/vacations';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { invalidates } from './vacation-keys.ts';

export function useDecideVacations(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: VacationDecision) =>
      apiRequest('/api/vacation/approval', {
        method: 'PUT',
        json: decision,
        schema: z.object({ decided: z.number() }),
      }),
    invalidates,
    inlineError: true,
    onSuccess: onDone,
  });
}
