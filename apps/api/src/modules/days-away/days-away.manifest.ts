import type { ModuleManifest } from '../module-manifest.ts';

/**
 * The days away of each person (approved vacations and absences), a read model over a database
 * view that vacations and work maps both read: no routes, no rows of its own to seed.
 */
export const daysAwayManifest: ModuleManifest = { name: 'days-away' };
