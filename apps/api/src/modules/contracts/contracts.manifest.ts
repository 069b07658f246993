import type { ModuleManifest } from '../module-manifest.ts';
import { contractsModule } from './contracts.module.ts';
import { CONTRACTS_PERSONAL_DATA } from './contracts.personal-data.ts';
import { seedDemoContracts, seedScaleContracts } from './contracts.seed.ts';

/** Contracts and salaries; at scale after the clients' allocations. */
export const contractsManifest: ModuleManifest = {
  name: 'contracts',
  plugin: contractsModule,
  demoSeed: [{ order: 40, run: (tx) => seedDemoContracts(tx) }],
  scaleSeed: [{ order: 40, run: (tx) => seedScaleContracts(tx) }],
  recordAccess: async () => (await import('./contracts.record-access.ts')).CONTRACTS_RECORD_ACCESS,
  personalData: CONTRACTS_PERSONAL_DATA,
};
