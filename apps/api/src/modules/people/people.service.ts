import type { KeyName } from '@quadro/contract/account';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { canEditPerson, canReadPerson, canSeeDirectory } from './people.policy.ts';
import * as repository from './people.repository.ts';
import type { PersonRow } from './people.schema.ts';

/** Nothing both when the person does not exist and when the actor may not read them. */
export async function findPerson(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<PersonRow | undefined> {
  const person = await repository.findPersonById(ctx.db, input.id);
  return person && canReadPerson(actor, person) ? person : undefined;
}

/** The people the actor may pick in forms: empty for employees and trainees. */
export async function listDirectory(ctx: ServiceContext, actor: Actor): Promise<KeyName[]> {
  return canSeeDirectory(actor) ? repository.listActivePeople(ctx.db) : [];
}

/** Nothing when the person does not exist or the actor may not edit them. */
export async function updatePerson(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; changes: repository.PersonChanges },
): Promise<PersonRow | undefined> {
  if (!canEditPerson(actor, input)) return undefined;
  return repository.updatePerson(ctx.db, input.id, input.changes, ctx.clock.now());
}
