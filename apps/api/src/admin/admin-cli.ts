import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstAdministratorSchema } from '@quadro/contract/first-administrator';
import { configOrExit } from '../platform/settings/config-or-exit.ts';

/**
 * `npm run admin -- create-admin --email … --name …`: the first administrator of an installation.
 * Exit codes: 0 created (the invitation link printed), 1 refused (an administrator exists, or the
 * e-mail is taken), 2 a wrong command line.
 */
const USAGE = 'Usage: npm run admin -- create-admin --email <e-mail> --name "<full name>"';

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

function commandLine() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: { email: { type: 'string' }, name: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    return usage((error as Error).message);
  }
}

const { positionals, values } = commandLine();
if (positionals.length !== 1 || positionals[0] !== 'create-admin') {
  usage(`Unknown command: ${positionals.join(' ') || '(none)'}`);
}
const parsed = firstAdministratorSchema.safeParse({ email: values.email, name: values.name });
if (!parsed.success) {
  usage(
    parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
  );
}

const config = configOrExit();
// The app loads only once the command line and the settings are right: a usage error answers at once.
const { buildApp } = await import('../app.ts');
const { openDatabase } = await import('../db/database.ts');
const { migrateDatabase } = await import('../db/migrate.ts');
const { createFirstAdministrator } = await import('../modules/identity/identity.public.ts');
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
await migrateDatabase(database);
const app = await buildApp({ config, database, logger: false, runJobs: false });
await app.ready();
try {
  const created = await createFirstAdministrator(app.serviceContext, parsed.data);
  if (created.outcome === 'created') {
    console.log(
      `Created ${parsed.data.name} <${parsed.data.email}> with the admin and hr profiles.`,
    );
    console.log(
      `Open this link to choose the password (once, until ${created.expiresAt.toISOString()}):`,
    );
    console.log(created.link);
  } else {
    console.error(
      created.outcome === 'administrator-exists'
        ? 'An enabled administrator already exists: nothing created. Sign in as them and add people in Employees.'
        : `Someone already has the e-mail ${parsed.data.email}: nothing created.`,
    );
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await database.close();
}
