import { changeVersion } from '../../platform/cache/change-count.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { employeesWithoutClient } from '../clients/clients.public.ts';
import * as people from '../people/people.public.ts';

/** The account's two directory lists, as the JSON text they are sent as. */
export interface DirectoryJson {
  /** Changes whenever the lists may have: names this build of them. */
  version: string;
  employees: string;
  employeesWithoutClient: string;
}

export type DirectoryCache = (ctx: ServiceContext, actor: Actor) => Promise<DirectoryJson>;

/**
 * Staff's directory (every enabled person, and those without a client today), built once and
 * kept, serialized, until a person is added, renamed, enabled, disabled or removed, or an
 * allocation changes (the triggers' change log, read on each call, so every instance sees a change
 * as soon as it commits), or the day changes. Callers that arrive while it is built wait for
 * that same build. Give it a staff actor only: the lists are the same for all of them.
 */
export function createDirectoryCache(): DirectoryCache {
  let built: { key: string; json: Promise<DirectoryJson> } | undefined;
  return async (ctx, actor) => {
    const changes = await changeVersion(ctx.db, 'directory');
    const key = `${changes}@${companyNow(ctx).date}`;
    if (built?.key !== key) {
      const json = buildDirectory(ctx, actor, key);
      const attempt = { key, json };
      built = attempt;
      json.catch(() => {
        if (built === attempt) built = undefined;
      });
    }
    return built.json;
  };
}

async function buildDirectory(
  ctx: ServiceContext,
  actor: Actor,
  version: string,
): Promise<DirectoryJson> {
  const employees = await people.listDirectory(ctx, actor);
  const withoutClient = await employeesWithoutClient(ctx);
  return {
    version,
    employees: JSON.stringify(employees),
    employeesWithoutClient: JSON.stringify(withoutClient),
  };
}
