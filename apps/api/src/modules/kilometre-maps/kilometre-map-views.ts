import { QueryBuilder } from 'drizzle-orm/pg-core';
import { kilometreMapMonths, kilometreMaps } from './kilometre-maps.schema.ts';

const viewBuilder = () => new QueryBuilder({ casing: 'snake_case' });

/**
 * The kilometre-map month columns other modules read, as a subquery they join by alias (as
 * people's `personView`): the trip justifications' queue and the zips keep one query each, and
 * kilometre maps stay free to change their table behind these names.
 */
export function kilometreMonthView<Alias extends string>(alias: Alias) {
  return viewBuilder()
    .select({
      id: kilometreMapMonths.id,
      mapId: kilometreMapMonths.mapId,
      employeeId: kilometreMapMonths.employeeId,
      month: kilometreMapMonths.month,
      value: kilometreMapMonths.value,
      pricePerKm: kilometreMapMonths.pricePerKm,
      status: kilometreMapMonths.status,
      updatedAt: kilometreMapMonths.updatedAt,
    })
    .from(kilometreMapMonths)
    .as(alias);
}

/** The month view under the name most joins give it. */
export const kilometreMonths = kilometreMonthView('kilometre_months');

/** What other modules read of a year's map besides its months: the vehicle printed on it. */
export const kilometreMapsView = viewBuilder()
  .select({
    id: kilometreMaps.id,
    employeeId: kilometreMaps.employeeId,
    year: kilometreMaps.year,
    vehiclePlate: kilometreMaps.vehiclePlate,
  })
  .from(kilometreMaps)
  .as('kilometre_maps_view');
