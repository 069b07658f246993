/**
 * What other modules, the seed and bench may use of work maps: the tables (a year of demo maps in
 * bulk). Everybody's absences of a period (the vacations team calendar) are in days-away.public.ts.
 */

export { absences, workDays, workMaps } from './work-maps.schema.ts';
