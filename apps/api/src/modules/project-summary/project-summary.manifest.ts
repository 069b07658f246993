import type { ModuleManifest } from '../module-manifest.ts';
import { projectSummaryModule } from './project-summary.module.ts';

/** A project's executive summary (GET /api/projects/:id/summary-executive and its workbook). */
export const projectSummaryManifest: ModuleManifest = {
  name: 'project-summary',
  plugin: projectSummaryModule,
  recordAccess: async () =>
    (await import('./project-summary.record-access.ts')).PROJECT_SUMMARY_RECORD_ACCESS,
};
