import type { ModuleManifest } from '../module-manifest.ts';
import { travelsDashboard } from './travels.dashboard.ts';
import { travelsModule } from './travels.module.ts';

/**
 * Travels: the year over kilometre maps, monthly trips and road trips, finance's totals and zips,
 * their dashboard pieces; the three below hold the rows and seed them.
 */
export const travelsManifest: ModuleManifest = {
  name: 'travels',
  plugin: travelsModule,
  dashboard: travelsDashboard,
  recordAccess: async () => (await import('./travels.record-access.ts')).TRAVELS_RECORD_ACCESS,
};
