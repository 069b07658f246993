/**
 * What other modules, the seed and bench may use of vacations: inserting requests and
 * cancellations, for seeding. An employee's approved days of a period are in days-away.public.ts.
 */

export { insertCancellation, insertVacation } from './vacations.repository.ts';
