import type { SystemParameterValues } from '@quadro/contract/system-parameters';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A kind of record that grows and may go once old enough: rows whose `agedBy` lies more than
 * `keepDays` days in the past are pruned, by their primary key `key`.
 */
export interface RetentionRule {
  /** Stable: the key of its count in the job's log line and audit entry. */
  name: string;
  table: PgTable;
  key: readonly PgColumn[];
  agedBy: PgColumn;
  keepDays(parameters: SystemParameterValues): number;
  /** The table's rows this rule never prunes, whatever their age. */
  keeps?: SQL;
}
