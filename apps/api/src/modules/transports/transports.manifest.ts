import type { ModuleManifest } from '../module-manifest.ts';
import { transportsModule } from './transports.module.ts';
import { seedDemoTransports } from './transports.seed.ts';

/** The catalogue of operators' passes. */
export const transportsManifest: ModuleManifest = {
  name: 'transports',
  plugin: transportsModule,
  demoSeed: [{ order: 70, run: (tx) => seedDemoTransports(tx) }],
  recordAccess: async () =>
    (await import('./transports.record-access.ts')).TRANSPORTS_RECORD_ACCESS,
};
