import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../errors/app-error.ts';
import type { FileBytes } from './file-bytes.ts';

/** Keys are `ab/<uuid>`: the first level of folders under root, tmp/ aside. */
const KEY_FOLDER = /^[0-9a-f]{2}$/;

/** Today's store: `root/<key>`, moved in from root/tmp by a rename on the same disk. */
export function localFileBytes(root: string): FileBytes {
  const pathOf = (key: string) => path.join(root, key);
  return {
    kind: 'local',

    async put(key, tempPath) {
      await mkdir(path.dirname(pathOf(key)), { recursive: true });
      await rename(tempPath, pathOf(key));
    },

    async open(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File');
        throw error;
      }
    },

    remove: (key) => rm(pathOf(key), { force: true }),

    withLocalCopy: (key, _tempPath, fn) => fn(pathOf(key)),

    // The local disk records no digest beside a file: only whether it is there.
    async digestOf(key) {
      try {
        await stat(pathOf(key));
        return undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async *list() {
      const folders = await readdir(root).catch(() => [] as string[]);
      for (const folder of folders.filter((name) => KEY_FOLDER.test(name))) {
        for (const name of await readdir(path.join(root, folder))) {
          const key = `${folder}/${name}`;
          yield { key, modifiedAt: (await stat(pathOf(key))).mtime };
        }
      }
    },

    async probe() {
      const probe = path.join(root, `${randomUUID()}.ready-probe`);
      await mkdir(root, { recursive: true });
      await writeFile(probe, 'ok');
      await rm(probe);
    },
  };
}
