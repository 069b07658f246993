import type { ModuleManifest } from '../module-manifest.ts';
import { postsErasure } from './posts.erasure.ts';
import { postsModule } from './posts.module.ts';
import { POSTS_PERSONAL_DATA } from './posts.personal-data.ts';
import { seedScalePosts } from './posts.scale.seed.ts';
import { seedDemoPosts } from './posts.seed.ts';

/**
 * The public feed; its demo posts come after the people and their pictures (a seed with `today`:
 * API tests seed without, so their feed is theirs), its scale posts after the other modules'.
 */
export const postsManifest: ModuleManifest = {
  name: 'posts',
  plugin: postsModule,
  recordAccess: async () => [
    ...(await import('./posts.record-access.ts')).POSTS_RECORD_ACCESS,
    ...(await import('./post-social.record-access.ts')).POST_SOCIAL_RECORD_ACCESS,
  ],
  demoSeed: [
    {
      order: 160,
      run: async (tx, { today, files }) => {
        if (today) await seedDemoPosts(tx, { today, files });
      },
    },
  ],
  scaleSeed: [{ order: 120, run: (tx) => seedScalePosts(tx) }],
  personalData: POSTS_PERSONAL_DATA,
  erasure: postsErasure,
};
