import type { TripJustificationRow } from '@quadro/contract/monthly-trips';
import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { bulkDecision } from '../../../components/approval/bulk-decision.ts';
import type { ApprovalDecisions } from '../../../components/approval/use-approval-decision.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** PUT /api/travels/monthly-trips-justification/approval: all or none. */
export const tripJustificationDecisions: ApprovalDecisions<
  TripJustificationRow,
  { message: string }
> = {
  call: (action, rows, reason) =>
    apiRequest(MONTHLY_TRIPS_ENDPOINTS.decideTripJustifications, {
      body: bulkDecision(
        action,
        rows.flatMap((row) => (row.id ? [row.id] : [])),
        reason,
      ),
    }),
  invalidates,
  successText: (answer) => answer.message,
};
