import { travelKeys } from '../../../components/travels/travel-keys.ts';

/** Under the travels key, so whatever changes trips refreshes the travel state too. */
export const monthlyTripKeys = {
  month: (month: string) => [...travelKeys.all, 'monthly-trips', month] as const,
  justifications: [...travelKeys.all, 'trip-justifications'] as const,
  attention: [...travelKeys.all, 'requires-attention'] as const,
  limits: [...travelKeys.all, 'trip-limits'] as const,
};
