import type { ModuleManifest } from '../module-manifest.ts';
import { appearanceErasure } from './appearance.erasure.ts';
import { appearanceModule } from './appearance.module.ts';
import { APPEARANCE_PERSONAL_DATA } from './appearance.personal-data.ts';
import { seedDemoGuideSeen } from './appearance.seed.ts';

/** Each person's shell appearance (theme, palette, layout) and whether they saw the Show Guide. */
export const appearanceManifest: ModuleManifest = {
  name: 'appearance',
  plugin: appearanceModule,
  // Last: every demo person exists by then.
  demoSeed: [{ order: 990, run: (tx) => seedDemoGuideSeen(tx, new Date()) }],
  personalData: APPEARANCE_PERSONAL_DATA,
  erasure: appearanceErasure,
};
