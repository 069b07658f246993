import type { Profile } from '@quadro/contract/profiles';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { profilesOfList } from '@quadro/contract/system-parameters';
import type { ServiceContext } from '../context/service-context.ts';
import type { ApprovableKind } from './approvable-kind.ts';
import type { ApprovableTable } from './approvable-table.ts';

/** Each level's deciders, first level first: the declaration's, then the parameter's if set. */
export function levelsOf<T extends ApprovableTable, F>(
  ctx: Pick<ServiceContext, 'parameters'>,
  kind: ApprovableKind<T, F>,
): (readonly Profile[])[] {
  if (!kind.secondLevel) return [kind.deciders];
  const second = profilesOfList(String(ctx.parameters.current()[kind.secondLevel]));
  return second.length > 0 ? [kind.deciders, second] : [kind.deciders];
}

/** The levels (1-based) whose deciders include one of the actor's profiles. */
export function levelsDecidedBy(
  levels: readonly (readonly Profile[])[],
  profiles: readonly string[],
): number[] {
  return levels.flatMap((deciders, index) =>
    holdsAnyProfile(profiles, deciders) ? [index + 1] : [],
  );
}
