import path from 'node:path';
import { parseArgs } from 'node:util';
import { configOrExit } from '../platform/settings/config-or-exit.ts';

/**
 * `npm run backup -- --out FILE`: the database and the local store's files as one archive, while
 * the portal serves. `npm run restore -- FILE [--force]`: that archive into an empty database and
 * store (DATABASE_URL, or the embedded database in QUADRO_DATA_DIR). Exit codes: 0 done, 1 refused
 * or failed (one line saying why), 2 a wrong command line. docs/operations.md, "Backups and restore".
 */
const USAGE = [
  'Usage: npm run backup -- --out <archive file>',
  '       npm run restore -- <archive file> [--force]',
].join('\n');

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

function commandLine() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
  } catch (error) {
    return usage((error as Error).message);
  }
}

const { positionals, values } = commandLine();
const [command, ...rest] = positionals;
if (command === 'backup' && (!values.out || rest.length > 0 || values.force)) {
  usage('backup takes --out <archive file> and nothing else');
}
if (command === 'restore' && (rest.length !== 1 || values.out)) {
  usage('restore takes one archive file, and --force to replace what is there');
}
if (command !== 'backup' && command !== 'restore') usage(`Unknown command: ${command ?? '(none)'}`);

const config = configOrExit();
// The rest loads only once the command line and the settings are right.
const { BackupError } = await import('./postgres-dump.ts');
const where = (cwd: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), cwd);
const source = {
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  fileStorage: config.fileStorage,
};
try {
  if (command === 'backup') {
    const { writeBackup } = await import('./write-backup.ts');
    const out = where(values.out as string);
    const manifest = await writeBackup(source, out);
    const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0);
    const files =
      manifest.fileStorage === 'local'
        ? `${manifest.files.length - manifest.missingFiles.length} files`
        : `a list of ${manifest.files.length} files in the S3 bucket (not their bytes)`;
    console.log(`Backed up ${rows} rows (${manifest.engine}) and ${files} to ${out}`);
    for (const key of manifest.missingFiles) {
      console.warn(`Left out ${key}: deleted from the store while the backup ran`);
    }
  } else {
    const { restoreBackup } = await import('./restore-backup.ts');
    const archive = where(rest[0] as string);
    const restored = await restoreBackup(archive, { ...source, force: values.force });
    console.log(
      `Restored ${restored.manifest.engine} database of ${restored.manifest.createdAt} and ${restored.restoredFiles} files (sha256 verified); ${restored.migrationsRun} pending migration(s) run`,
    );
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
