import { AUTH_MESSAGES } from '@quadro/contract/messages';
import type { Executor } from '../../db/database.ts';
import { invalidField } from '../../platform/errors/app-error.ts';
import { isDemoInstallation } from '../../platform/installation/installation.ts';
import { verifyPassword } from './password-hashing.ts';

/** The password every account of the demo company shares; the README publishes it. */
export const DEMO_PASSWORD = 'Demo#2026';

/** The published demo password on a database no demo seed filled: anyone could know it. */
async function isPublishedPasswordHere(db: Executor, password: string): Promise<boolean> {
  return password === DEMO_PASSWORD && !(await isDemoInstallation(db));
}

/**
 * Whether the password proves who signs in (or confirms a sensitive change): it matches the hash,
 * and it is not the demo password outside a demo. The hash is verified first either way, so the
 * answer takes as long.
 */
export async function passwordProvesOwner(
  db: Executor,
  hash: string,
  password: string,
): Promise<boolean> {
  const matches = await verifyPassword(hash, password);
  return matches && !(await isPublishedPasswordHere(db, password));
}

/** A new password (reset, change, registration) may not be the demo password outside a demo. */
export async function refusePublishedPassword(
  db: Executor,
  field: string,
  password: string,
): Promise<void> {
  if (await isPublishedPasswordHere(db, password)) {
    throw invalidField(field, AUTH_MESSAGES.publishedPassword);
  }
}
