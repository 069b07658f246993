/**
 * What other modules, the seed and bench may use of work maps: the tables (a year of demo maps in
 * bulk) and everybody's absences of a period (the vacations team calendar).
 */

export { listAbsencesBetween, listProjectsOfPeriod } from './work-maps.repository.ts';
export { absences, workDays, workMaps } from './work-maps.schema.ts';
