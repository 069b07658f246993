import type { Readable } from 'node:stream';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { PersonalDataPiece } from '../../platform/personal-data/personal-data-piece.ts';
import { findPersonById } from '../people/people.public.ts';
import { personalDataZip } from './personal-data-zip.ts';

/** HR exports anyone's data; everyone else only their own, and another's is a 404 as a random id. */
export function canExportPersonalData(actor: Actor, personId: string): boolean {
  return actor.userId === personId || holdsAnyProfile(actor.profiles, ['hr']);
}

/**
 * GET /api/accounts/personal-data and /api/employees/:id/personal-data: the person's zip, audited
 * as 'personal-data.export' on the person before a byte is sent (who exported whose data).
 */
export async function exportPersonalData(
  ctx: ServiceContext,
  actor: Actor,
  pieces: readonly PersonalDataPiece[],
  personId: string,
): Promise<{ fileName: string; body: Readable }> {
  const signedIn = requireSignedIn(actor);
  if (!canExportPersonalData(signedIn, personId)) throw notFound('Person');
  const person = await findPersonById(ctx.db, personId);
  if (!person) throw notFound('Person');
  await recordAudit(ctx.db, {
    actor: signedIn,
    action: 'personal-data.export',
    entityType: 'users',
    entityId: person.id,
  });
  const today = companyNow(ctx).date;
  return {
    fileName: `personal-data-${today}.zip`,
    body: personalDataZip(ctx, pieces, person, today),
  };
}
