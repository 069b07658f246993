import type { TravelPass, TravelPassApprovalInput } from '@quadro/contract/travel-passes';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { ApprovalDecisions } from '../../../components/approval/use-approval-decision.ts';
import { invalidates } from './travel-pass-keys.ts';

/** Spec §7 PUT /api/travel-pass/approval, one pass at a time. */
export const travelPassDecisions: ApprovalDecisions<TravelPass, { message: string }> = {
  call: (action, [pass], reason) => {
    const decision: TravelPassApprovalInput = {
      id: (pass as TravelPass).id,
      decision: action === 'reject' ? 'reject' : 'approve',
      ...(reason === undefined ? {} : { reason }),
    };
    return apiRequest(TRAVEL_PASSES_ENDPOINTS.decideTravelPass, { body: decision });
  },
  invalidates,
  successText: (answer) => answer.message,
  keepsDialogOnRefusal: true,
};
