import type { ModuleManifest } from '../module-manifest.ts';
import { clientsModule } from './clients.module.ts';
import { CLIENTS_PERSONAL_DATA } from './clients.personal-data.ts';
import { seedDemoClients, seedScaleClientAllocations } from './clients.seed.ts';

/** Clients and who works for them; at scale the allocations come after the projects' step, which makes the scale clients. */
export const clientsManifest: ModuleManifest = {
  name: 'clients',
  plugin: clientsModule,
  demoSeed: [{ order: 50, run: (tx) => seedDemoClients(tx) }],
  scaleSeed: [{ order: 30, run: (tx) => seedScaleClientAllocations(tx) }],
  recordAccess: async () => (await import('./clients.record-access.ts')).CLIENTS_RECORD_ACCESS,
  personalData: CLIENTS_PERSONAL_DATA,
};
