import { desc, eq, or } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import type { PersonalDataPiece } from '../../platform/personal-data/personal-data-piece.ts';

/**
 * The platform's audit trail has no module of its own: its entries about the person (their person
 * record changed) and by them (what they did) are this module's piece of the export.
 */
export const AUDIT_ENTRIES_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    {
      file: 'audit-entries.json',
      about:
        'The audit trail’s entries about your person record and of the changes you made, with what changed.',
      covers: [auditLog.actorId],
      read: (executor, personId) =>
        executor
          .select()
          .from(auditLog)
          .where(
            or(
              eq(auditLog.actorId, personId),
              // entity_id is text: the person's id as the record an entry is about.
              eq(auditLog.entityId, personId),
            ),
          )
          .orderBy(desc(auditLog.createdAt)),
    },
  ],
};
