import type { ModuleManifest } from '../module-manifest.ts';
import { projectSummaryModule } from './project-summary.module.ts';
import { seedDemoBudgets } from './project-summary.seed.ts';

/**
 * A project's executive summary (GET /api/projects/:id/summary-executive and its workbook); the
 * demo's budgets after the work maps and travels.
 */
export const projectSummaryManifest: ModuleManifest = {
  name: 'project-summary',
  plugin: projectSummaryModule,
  demoSeed: [{ order: 128, run: (tx) => seedDemoBudgets(tx) }],
  recordAccess: async () =>
    (await import('./project-summary.record-access.ts')).PROJECT_SUMMARY_RECORD_ACCESS,
};
