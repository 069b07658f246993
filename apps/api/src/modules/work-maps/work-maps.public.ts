/**
 * What other modules, the seed and bench may use of work maps: inserting maps, days and absences,
 * for seeding. Everybody's absences of a period (the vacations team calendar) are in
 * days-away.public.ts.
 */

export { listFullDayAbsencesOf, listWorkedDaysOf } from './days-worked-and-absent.ts';
export { insertAbsences, insertMaps, insertWorkDays } from './work-maps.repository.ts';
export {
  type NewAbsence,
  type NewWorkDay,
  type NewWorkMap,
  /** The tables, for the project summary's hours read in SQL of its own. */
  workDays,
  workMaps,
} from './work-maps.schema.ts';
