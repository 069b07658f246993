/**
 * What other modules, the seed and bench may use of vacations: the tables (demo years in bulk)
 * and an employee's approved days of a period (work maps leave them out and show them).
 */

export { listApprovedVacationsOf } from './vacations.repository.ts';
export { vacationCancellations, vacations } from './vacations.schema.ts';
