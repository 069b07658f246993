import { anonymousEmailOf, anonymousNameOf } from '@quadro/contract/erasure';
import { scrubAuditValues } from '../../platform/audit/scrub-audit-values.ts';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import type { ErasedPerson } from '../../platform/erasure/erasure-step.ts';
import { replacementsOf } from '../../platform/erasure/replacements.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { scrubFileNames } from '../../platform/files/scrub-file-names.ts';
import { scrubOutbox } from '../../platform/mail/scrub-outbox.ts';
import type { ModuleManifest } from '../module-manifest.ts';

/**
 * Runs every module's erasure step, then scrubs the platform's free text (audit before/after, the
 * mail outbox, file names) and audits the erasure without the values, in the caller's transaction;
 * the files the steps let go of are deleted last.
 */
export async function erasePerson(
  tx: ServiceContext,
  manifests: readonly ModuleManifest[],
  actor: Actor,
  row: { id: string; name: string; email: string; taxNumber: string | null },
): Promise<ErasedPerson> {
  const person: ErasedPerson = {
    ...row,
    anonymousName: anonymousNameOf(row.id),
    anonymousEmail: anonymousEmailOf(row.id),
  };
  const released: StoredFile[] = [];
  for (const { erasure } of manifests)
    if (erasure) released.push(...(await erasure.run(tx, person)));
  const replacements = replacementsOf(person);
  await scrubAuditValues(tx.db, replacements);
  await scrubOutbox(tx.db, person.email, replacements);
  await scrubFileNames(tx.db, replacements);
  await tx.audit({
    actor,
    action: 'person.erasure',
    entityType: 'users',
    entityId: person.id,
    before: null,
    after: { name: person.anonymousName, email: person.anonymousEmail },
  });
  await tx.files.deleteMany(tx.db, released);
  return person;
}
