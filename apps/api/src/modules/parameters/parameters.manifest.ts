import type { ModuleManifest } from '../module-manifest.ts';
import { parametersModule } from './parameters.module.ts';
import { seedDemoParameters } from './parameters.seed.ts';

/** The system parameters. The demo company's (no profile asked for two-factor sign-in) are seeded at scale too: else staff (hr, financial, admin) get 403 until they set it up, which the bench cannot do. */
export const parametersManifest: ModuleManifest = {
  name: 'parameters',
  plugin: parametersModule,
  demoSeed: [{ order: 30, run: (tx) => seedDemoParameters(tx) }],
  scaleSeed: [{ order: 10, run: (tx) => seedDemoParameters(tx) }],
  recordAccess: async () =>
    (await import('./parameters.record-access.ts')).PARAMETERS_RECORD_ACCESS,
};
