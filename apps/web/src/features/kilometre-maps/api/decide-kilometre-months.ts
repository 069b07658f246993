import type { ManageKilometreMonth } from '@quadro/contract/kilometre-maps';
import { KILOMETRE_MAPS_ENDPOINTS } from '@quadro/contract/kilometre-maps.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { bulkDecision } from '../../../components/approval/bulk-decision.ts';
import type { ApprovalDecisions } from '../../../components/approval/use-approval-decision.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** PUT /api/travels/approval {ids, decision, reason}: all or none; a refusal is the server's toast. */
export const kilometreMonthDecisions: ApprovalDecisions<ManageKilometreMonth, { message: string }> =
  {
    call: (action, months, reason) =>
      apiRequest(KILOMETRE_MAPS_ENDPOINTS.decideKilometreMonths, {
        body: bulkDecision(
          action,
          months.map((month) => month.id),
          reason,
        ),
      }),
    invalidates,
    successText: (answer) => answer.message,
  };
