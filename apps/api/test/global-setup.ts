import { buildDatabaseTemplates } from './database-templates.ts';

/** node --test runs this once for the whole API suite, before any test file's process starts. */
let removeTemplates: (() => Promise<void>) | undefined;

export async function globalSetup() {
  removeTemplates = await buildDatabaseTemplates();
}

export async function globalTeardown() {
  await removeTemplates?.();
}
