import type { ModuleManifest } from '../module-manifest.ts';
import { evaluationsModule } from './evaluations.module.ts';

/** Evaluations and the teams they are made in. */
export const evaluationsManifest: ModuleManifest = {
  name: 'evaluations',
  plugin: evaluationsModule,
};
