import {
  VACATION_MESSAGES,
  type VacationDecision,
  type VacationItemKind,
} from '@quadro/contract/vacations';
import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { ApprovalDecisions } from '../../../components/approval/use-approval-decision.ts';
import { invalidates } from './vacation-keys.ts';

/** PUT /api/vacations/approval on the picked rows, each keyed 'kind:id' (a request or a cancellation). */
export const vacationDecisions: ApprovalDecisions<string, unknown> = {
  call: (action, keys, reason) => {
    const items = keys.map((key) => {
      const [kind, id] = key.split(':') as [VacationItemKind, string];
      return { kind, id };
    });
    const decision: VacationDecision = {
      items,
      decision: action === 'reject' ? 'reject' : 'approve',
      ...(reason === undefined ? {} : { reason }),
    };
    return apiRequest(VACATIONS_ENDPOINTS.decideVacations, { body: decision });
  },
  invalidates,
  successText: (_answer, action, count) =>
    action === 'approve' ? VACATION_MESSAGES.approved(count) : VACATION_MESSAGES.rejected(count),
  keepsDialogOnRefusal: true,
};
