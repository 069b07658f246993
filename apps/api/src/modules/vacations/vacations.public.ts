/**
 * What other modules, the seed and bench may use of vacations: the tables (demo years in bulk).
 * An employee's approved days of a period are in days-away.public.ts.
 */

export { vacationCancellations, vacations } from './vacations.schema.ts';
