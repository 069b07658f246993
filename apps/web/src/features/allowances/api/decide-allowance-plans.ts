import type { AllowancePlan } from '@quadro/contract/allowances';
import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { bulkDecision } from '../../../components/approval/bulk-decision.ts';
import type { ApprovalDecisions } from '../../../components/approval/use-approval-decision.ts';
import { allowanceKeys } from './allowance-keys.ts';

/**
 * PUT /api/allowances/send-to-approval {ids} (spec §4, each plan to PENDING_APPROVAL) and
 * PUT /api/allowances/approval {ids, decision, reason?}: all or none; a plan one sent or owns is
 * refused (403), which is the server's toast.
 */
export const allowancePlanDecisions: ApprovalDecisions<AllowancePlan, { message: string }> = {
  call: (action, plans, reason) => {
    const ids = plans.map((plan) => plan.id);
    if (action === 'send') {
      return apiRequest(ALLOWANCES_ENDPOINTS.sendToApproval, { body: { ids } });
    }
    return apiRequest(ALLOWANCES_ENDPOINTS.decidePlans, {
      body: bulkDecision(action, ids, reason),
    });
  },
  invalidates: [allowanceKeys.all],
  successText: (answer) => answer.message,
};
