import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { Replacement } from '../erasure/replacements.ts';
import { files } from './files.schema.ts';

/** A kept file (a receipt, a contract) uploaded under the person's name is renamed, bytes untouched. */
export async function scrubFileNames(
  db: Executor,
  replacements: readonly Replacement[],
): Promise<void> {
  for (const [old, replacement] of replacements) {
    await db
      .update(files)
      .set({ originalName: sql`replace(${files.originalName}, ${old}, ${replacement})` })
      .where(sql`strpos(${files.originalName}, ${old}) > 0`);
  }
}
