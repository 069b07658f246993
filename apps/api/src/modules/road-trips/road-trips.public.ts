/**
 * What other modules, the seed and the benchmark may use of road-trips.
 */
export { roadTripApproval } from './road-trip.approvable.ts';
export {
  approvedReceiptFilesOfMonth,
  approvedReceiptsByMonth,
  approvedReceiptsByYearMonth,
  approvedReceiptsOfPeople,
  approvedRoadTripBetween,
  approvedRoadTripsOfProject,
  approvedTripMonthsOf as approvedRoadTripMonthsOf,
  insertReceipts,
  insertTrips as insertRoadTrips,
  ownCarKilometres,
  yearOfTrip as roadTripYear,
} from './road-trips.repository.ts';
export { roadTripsOf } from './road-trips.service.ts';
export { linkNamesOf } from './trip-link-names.ts';
