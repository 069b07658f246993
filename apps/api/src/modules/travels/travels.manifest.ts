import type { ModuleManifest } from '../module-manifest.ts';
import { travelsModule } from './travels.module.ts';

/** Expenses and travels: kilometre maps and their rates. */
export const travelsManifest: ModuleManifest = {
  name: 'travels',
  plugin: travelsModule,
};
