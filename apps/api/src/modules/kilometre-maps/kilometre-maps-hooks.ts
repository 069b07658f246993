import type { TravelState } from '@quadro/contract/travels';
import { defineProvider } from '../../platform/context/module-hooks.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';

/**
 * A saved or sent kilometre map answers with the employee's whole year of travels, which also
 * holds their monthly trips and road trips: travels, which imports kilometre maps, provides it,
 * so kilometre maps never import the modules above them. See module-hooks.ts.
 */
export const travelYearState = defineProvider<
  (
    ctx: ServiceContext,
    employee: { id: string; name: string },
    year: number,
  ) => Promise<TravelState>
>("kilometre maps: the employee's year of travels");
