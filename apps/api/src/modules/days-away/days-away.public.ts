/**
 * The days away of each person (approved vacations and work-map absences), read from one view:
 * work maps leave approved vacation days out and show them; the vacations team calendar shows
 * everybody's absences. It imports neither module, so neither imports the other.
 */

export {
  listAbsencesBetween,
  listApprovedVacationsOf,
  listApprovedVacationsOfPeople,
  listAwayAmong,
} from './days-away.repository.ts';
