import type { TravelState } from '@quadro/contract/travels';
import type { QueryClient } from '@tanstack/react-query';
import { travelKeys } from './travel-keys.ts';

export const travelStateKey = (year: number) => [...travelKeys.state, year] as const;

/**
 * What a change to one's kilometre map moves beyond one's own year, which its answer carries
 * whole: finance's queue of months, its count (the menu badge) and the totals.
 */
export const kilometreMapListKeys = [travelKeys.manage, travelKeys.pending, travelKeys.totals];

/** The year's travel state a save or a send answered, in place of the one read before. */
export function putTravelState(queryClient: QueryClient, state: TravelState): void {
  queryClient.setQueryData(travelStateKey(state.year), state);
}
