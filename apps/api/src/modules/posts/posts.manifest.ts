import type { ModuleManifest } from '../module-manifest.ts';
import { postsModule } from './posts.module.ts';

/** The public feed; its demo and scale posts come after the people. */
export const postsManifest: ModuleManifest = {
  name: 'posts',
  plugin: postsModule,
  recordAccess: async () => [
    ...(await import('./posts.record-access.ts')).POSTS_RECORD_ACCESS,
    ...(await import('./post-social.record-access.ts')).POST_SOCIAL_RECORD_ACCESS,
  ],
};
