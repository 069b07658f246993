/** What the seed may use of work maps: the tables, to write a year of demo maps in bulk. */

export { listProjectsOfPeriod } from './work-maps.repository.ts';
export { absences, workDays, workMaps } from './work-maps.schema.ts';
