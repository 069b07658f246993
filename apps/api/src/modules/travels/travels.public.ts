/**
 * What other modules, the seed and the benchmark may use of travels: the tables a project's
 * executive summary reads its approved trips and receipts from.
 */

export { monthlyTrips, tripJustifications } from './monthly-trips.schema.ts';
export { roadTrips, travelReceipts } from './road-trips.schema.ts';
export { kilometreMapMonths, kilometreMaps, kilometreRates } from './travels.schema.ts';
