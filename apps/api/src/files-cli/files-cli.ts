import path from 'node:path';
import { configOrExit } from '../platform/settings/config-or-exit.ts';

/**
 * `npm run files -- copy-to-s3`: copies every stored file from the local disk
 * (`QUADRO_DATA_DIR/files`) to the bucket the S3_* settings name, verifying each by its sha256.
 * Exit codes: 0 every file is in the bucket, 1 some failed (rerun: what is there is skipped),
 * 2 a wrong command line or FILE_STORAGE is not s3.
 */
const USAGE = 'Usage: FILE_STORAGE=s3 S3_…=… npm run files -- copy-to-s3';

const command = process.argv.slice(2);
if (command.length !== 1 || command[0] !== 'copy-to-s3') {
  console.error(`Unknown command: ${command.join(' ') || '(none)'}\n${USAGE}`);
  process.exit(2);
}
const config = configOrExit();
if (!config.s3) {
  console.error(
    `FILE_STORAGE is not s3: set it and the S3_* settings of the bucket to copy to.\n${USAGE}`,
  );
  process.exit(2);
}
// The app's modules load only once the command line and the settings are right.
const { openDatabase } = await import('../db/database.ts');
const { copyFilesToS3 } = await import('../platform/files/copy-files-to-s3.ts');
const { localFileBytes } = await import('../platform/files/local-file-bytes.ts');
const { s3FileBytes } = await import('../platform/files/s3-file-bytes.ts');

const root = path.join(config.dataDir, 'files');
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
try {
  const summary = await copyFilesToS3(
    database.db,
    localFileBytes(root),
    s3FileBytes(config.s3),
    path.join(root, 'tmp'),
  );
  for (const { key, reason } of summary.failed) console.error(`${key}: ${reason}`);
  console.log(
    `copy-to-s3: ${summary.copied} copied, ${summary.skipped} already there, ${summary.failed.length} failed`,
  );
  if (summary.failed.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
