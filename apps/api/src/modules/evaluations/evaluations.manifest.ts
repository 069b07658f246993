import type { ModuleManifest } from '../module-manifest.ts';
import { evaluationsDashboard } from './evaluations.dashboard.ts';
import { evaluationsModule } from './evaluations.module.ts';
import { EVALUATIONS_PERSONAL_DATA } from './evaluations.personal-data.ts';
import { seedScaleEvaluations } from './evaluations.scale.seed.ts';
import { seedDemoEvaluations } from './evaluations.seed.ts';

/** Evaluations and the teams they are made in; demo teams and evaluations after the people. */
export const evaluationsManifest: ModuleManifest = {
  name: 'evaluations',
  plugin: evaluationsModule,
  dashboard: evaluationsDashboard,
  recordAccess: async () =>
    (await import('./evaluations.record-access.ts')).EVALUATIONS_RECORD_ACCESS,
  demoSeed: [
    {
      order: 150,
      run: async (tx, { today }) => {
        if (today) await seedDemoEvaluations(tx, today);
      },
    },
  ],
  scaleSeed: [{ order: 110, run: (tx) => seedScaleEvaluations(tx) }],
  personalData: EVALUATIONS_PERSONAL_DATA,
};
