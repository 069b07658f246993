/**
 * What other modules, the seed and the benchmark may use of travels: the company's approved money
 * per month (dashboards), a project's approved trips and road trips (its executive summary), and
 * rows for other modules' tests and scale seeds.
 */

export { insertTrips as insertMonthlyTrips } from '../monthly-trips/monthly-trips.repository.ts';
export { approvedRoadTripsOfProject, approvedTripsOfProject } from './project-travel.repository.ts';
export {
  approvedReceiptsByYearMonth,
  insertReceipts,
  insertTrips as insertRoadTrips,
} from '../road-trips/road-trips.repository.ts';
export { insertJustifiedMonth } from '../monthly-trips/travel-rows.ts';
export { approvedValueByMonth, listRates as listKilometreRates } from '../kilometre-maps/kilometre-maps.repository.ts';
