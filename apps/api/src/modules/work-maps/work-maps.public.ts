/**
 * What other modules, the seed and bench may use of work maps: inserting maps, days and absences,
 * for seeding. Everybody's absences of a period (the vacations team calendar) are in
 * days-away.public.ts.
 */

export { listFullDayAbsencesOf, listWorkedDaysOf } from './days-worked-and-absent.ts';
export { monthWorkDays } from './month-work-days.ts';
export { projectHoursByEmployeeMonth } from './project-hours.ts';
export { insertAbsences, insertMaps, insertWorkDays } from './work-maps.repository.ts';
export type { NewAbsence, NewWorkDay, NewWorkMap } from './work-maps.schema.ts';
