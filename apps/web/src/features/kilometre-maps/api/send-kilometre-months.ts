import { KILOMETRE_MAPS_ENDPOINTS } from '@quadro/contract/kilometre-maps.endpoints';
import type { TravelStateResult } from '@quadro/contract/travels';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { ApprovalDecisions } from '../../../components/approval/use-approval-decision.ts';
import {
  kilometreMapListKeys,
  putTravelState,
} from '../../../components/travels/travel-state-cache.ts';

/**
 * POST /api/travels/kilometre-map/send {months: ['YYYY-MM']}: all of them or none. The answer is
 * the year's state, which replaces the one read; only finance's lists are read again.
 */
export const kilometreMonthSends: ApprovalDecisions<string, TravelStateResult> = {
  call: (_action, months) =>
    apiRequest(KILOMETRE_MAPS_ENDPOINTS.sendKilometreMonths, { body: { months: [...months] } }),
  invalidates: kilometreMapListKeys,
  answered: (queryClient, answer) => putTravelState(queryClient, answer.state),
  successText: (answer) => answer.message,
};
