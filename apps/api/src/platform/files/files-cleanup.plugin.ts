import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanUpFiles } from './files-cleanup.ts';

/** Once a day, one instance deletes orphan bytes and stale temporary files (files-cleanup.ts). */
export const filesCleanup = fp(
  async (app: FastifyInstance) => {
    app.registerJob({
      name: 'files-cleanup',
      period: 'day',
      run: async ({ log }) => {
        log.info(await cleanUpFiles(app.db, app.fileStore), 'files cleaned up');
      },
    });
  },
  { name: 'files-cleanup', dependencies: ['job-scheduler', 'file-storage'] },
);
