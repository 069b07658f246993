import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWorkerPool } from '../workers/worker-pool.ts';
import { createConfiguredFileStore } from './configured-file-store.ts';
import type { FileStore } from './file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

/**
 * The ceiling for any upload; each caller passes its own smaller maxBytes to store(). One file per
 * request and a few small fields are all our forms send.
 */
const UPLOAD_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 11,
  headerPairs: 100,
};

export const fileStorage = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: UPLOAD_LIMITS });
    const workers = createWorkerPool();
    app.decorate(
      'fileStore',
      createConfiguredFileStore(app.config, {
        workers,
        pdfLimits: () => app.systemParameters.current(),
      }),
    );
    app.addHook('onClose', () => workers.close());
  },
  { name: 'file-storage', dependencies: ['app-context', 'system-parameters'] },
);
