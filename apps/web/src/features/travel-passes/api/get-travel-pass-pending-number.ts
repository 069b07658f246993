import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelPassKeys } from './travel-pass-keys.ts';

/** Spec §7 GET /api/travel-pass/pending-number: reads a number (menu badge). */
export const travelPassPendingQuery = queryOptions({
  queryKey: travelPassKeys.pending,
  queryFn: () => apiRequest('/api/travel-pass/pending-number', { schema: z.number() }),
});
