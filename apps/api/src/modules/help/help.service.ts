import type { HelpAnswer, HelpQuery, HelpRecord } from '@quadro/contract/help';
import type { Actor } from '../../platform/context/actor.ts';
import { requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { HELP_DIR, loadHelpLibrary } from './help-library.ts';

let library: Promise<ReadonlyMap<string, HelpRecord>> | undefined;

/** A screen's help; a screen with none answers no records (the panel's 'No Data'), never 404. */
export async function screenHelp(
  _ctx: ServiceContext,
  actor: Actor,
  { src }: HelpQuery,
): Promise<HelpAnswer> {
  requireSignedIn(actor);
  library ??= loadHelpLibrary(HELP_DIR);
  const record = (await library).get(src);
  return { data: { records: record ? [record] : [] } };
}
