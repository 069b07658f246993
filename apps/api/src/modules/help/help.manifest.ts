import type { ModuleManifest } from '../module-manifest.ts';
import { helpModule } from './help.module.ts';

/** Help on every screen: reads docs/help, owns no table and seeds nothing. */
export const helpManifest: ModuleManifest = {
  name: 'help',
  plugin: helpModule,
};
