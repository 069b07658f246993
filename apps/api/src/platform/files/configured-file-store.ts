import path from 'node:path';
import type { Config } from '../../config.ts';
import { createFileStore, type FileStore, type FileStoreOptions } from './file-store.ts';
import { s3FileBytes } from './s3-file-bytes.ts';

/** The store FILE_STORAGE names: the bucket with `s3`, else the disk; tmp is always local. */
export function createConfiguredFileStore(
  config: Pick<Config, 'dataDir' | 's3'>,
  options: Omit<FileStoreOptions, 'bytes'> = {},
): FileStore {
  return createFileStore(path.join(config.dataDir, 'files'), {
    ...options,
    ...(config.s3 ? { bytes: s3FileBytes(config.s3) } : {}),
  });
}
