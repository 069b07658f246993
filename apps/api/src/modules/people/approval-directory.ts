import { and, arrayOverlaps, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type {
  ApprovalDirectory,
  ApprovalPerson,
} from '../../platform/approvals/approvable-kind.ts';
import { users } from './people.schema.ts';

const person = { id: users.id, name: users.name, email: users.email };

/** How the approval engine reads the people it names and mails: one query a call. */
export const approvalDirectory: ApprovalDirectory = {
  async peopleByIds(db: Executor, ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, ApprovalPerson>();
    const rows = await db
      .select(person)
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  },
  async enabledHolders(db: Executor, profiles: readonly string[]) {
    if (profiles.length === 0) return [];
    return db
      .select(person)
      .from(users)
      .where(and(eq(users.enabled, true), arrayOverlaps(users.profiles, [...profiles])));
  },
};
