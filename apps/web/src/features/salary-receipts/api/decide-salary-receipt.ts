import type { SalaryReceipt } from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { ApprovalDecisions } from '../../../components/approval/use-approval-decision.ts';
import { invalidates } from './salary-receipt-keys.ts';

/**
 * PUT /api/salary-receipts/send-to-approval {ids} sends the picked receipts, all or none;
 * PUT /api/salary-receipts/approval decides one. A refusal (one's own receipt) is the server's toast.
 */
export const salaryReceiptDecisions: ApprovalDecisions<SalaryReceipt, { message: string }> = {
  call: (action, receipts, reason) => {
    if (action === 'send') {
      const ids = receipts.map((receipt) => receipt.id);
      return apiRequest(SALARY_RECEIPTS_ENDPOINTS.sendToApproval, { body: { ids } });
    }
    const { id } = receipts[0] as SalaryReceipt;
    return apiRequest(SALARY_RECEIPTS_ENDPOINTS.decideReceipt, {
      body:
        action === 'reject'
          ? { id, decision: 'reject', reason: reason ?? '' }
          : { id, decision: 'approve' },
    });
  },
  invalidates,
  successText: (answer) => answer.message,
};
