import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appSecrets } from './signing-keys.schema.ts';

const SECRET_NAME = 'jwt_signing_key';

/**
 * JWT_SECRET wins; otherwise the first instance to start stores a random key in the database
 * and every later instance reads the same one, so tokens are valid on all of them.
 */
export async function resolveSigningSecret(
  db: Database,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('signing secret could not be stored');
  return row.value;
}
