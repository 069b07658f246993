import type { TravelPass, TravelPassPage } from '@quadro/contract/travel-passes';
import type { Query, QueryClient } from '@tanstack/react-query';
import { travelPassKeys } from './travel-pass-keys.ts';

/** What a pass's change moves beyond the holder's own row: HR's queue, its count and the totals. */
export const travelPassListKeys = [
  travelPassKeys.manage,
  travelPassKeys.pending,
  travelPassKeys.totals,
];

/** A page read with a filter, which matches the state and the value a change may have moved. */
const isFiltered = (query: Query) =>
  (query.queryKey[2] as { filter?: string } | undefined)?.filter?.trim() !== '';

/** The pass as answered in the holder's pages, which are not read again unless filtered. */
export function putTravelPass(queryClient: QueryClient, pass: TravelPass): Promise<void> {
  queryClient.setQueriesData<TravelPassPage>(
    { queryKey: travelPassKeys.mine, predicate: (query) => !isFiltered(query) },
    (page) =>
      page && { ...page, items: page.items.map((item) => (item.id === pass.id ? pass : item)) },
  );
  return queryClient.invalidateQueries({ queryKey: travelPassKeys.mine, predicate: isFiltered });
}
