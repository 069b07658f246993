import { and, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { Replacement } from '../erasure/replacements.ts';
import { mailOutbox } from './outbox.schema.ts';

/**
 * Mail not yet sent to the person is dropped; every mail kept (sent, or to someone else) has the
 * old values in its address, subject and bodies replaced.
 */
export async function scrubOutbox(
  db: Executor,
  email: string,
  replacements: readonly Replacement[],
): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.to}) = lower(${email})`,
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
      ),
    );
  for (const [old, replacement] of replacements) {
    await db
      .update(mailOutbox)
      .set({
        to: sql`replace(${mailOutbox.to}, ${old}, ${replacement})`,
        subject: sql`replace(${mailOutbox.subject}, ${old}, ${replacement})`,
        text: sql`replace(${mailOutbox.text}, ${old}, ${replacement})`,
        html: sql`replace(${mailOutbox.html}, ${old}, ${replacement})`,
      })
      .where(
        sql`strpos(${mailOutbox.to} || ${mailOutbox.subject} || ${mailOutbox.text} || coalesce(${mailOutbox.html}, ''), ${old}) > 0`,
      );
  }
}
