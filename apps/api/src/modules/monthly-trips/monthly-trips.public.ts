/**
 * What other modules, the seed and the benchmark may use of monthly-trips.
 */
export {
  acceptedTripsOfPeople,
  approvedTripsOfProject,
  countLateJustifications,
  insertTrips as insertMonthlyTrips,
} from './monthly-trips.repository.ts';
export { monthlyTripsOfYear } from './monthly-trips.service.ts';
export { insertJustifiedMonth } from './travel-rows.ts';
export { tripJustificationApproval } from './trip-justification.approvable.ts';
export { justificationDeadlineDay } from './trip-justification-deadline.ts';
