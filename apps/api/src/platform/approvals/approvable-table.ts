import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Any table the approval workflow can drive: it needs a uuid `id`, a text `status` holding an
 * ApprovalStatus, and a nullable text `rejectionReason`.
 */
export type ApprovableTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  rejectionReason: AnyPgColumn;
};

/** What the audit log keeps of each move: only the columns the workflow changes. */
export interface ApprovalSnapshot {
  status: string;
  rejectionReason: string | null;
}
