import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import type { ModuleManifest } from '../module-manifest.ts';
import { listDueScimErasures } from '../provisioning/provisioning.public.ts';
import { erasePerson } from './erase-person.ts';
import { lockPersonToErase } from './erasure.repository.ts';

/** The job acts as the system: its audit entries name no person. */
const SYSTEM: Actor = { userId: null, profiles: [], requestId: 'job:scheduled-erasures' };

/**
 * Erases every person whose SCIM DELETE scheduled it and whose day has come, each in a transaction
 * of its own (one failure leaves the others done). Someone enabled again meanwhile is left alone.
 * Answers how many were erased.
 */
export async function runScheduledErasures(
  ctx: ServiceContext,
  manifests: readonly ModuleManifest[],
): Promise<number> {
  let erased = 0;
  for (const id of await listDueScimErasures(ctx.db, ctx.clock.now())) {
    await withTransaction(ctx, async (tx) => {
      const row = await lockPersonToErase(tx.db, id);
      if (!row || row.enabled || row.erasedAt) return;
      await erasePerson(tx, manifests, SYSTEM, row);
      erased += 1;
    });
  }
  return erased;
}

/** Once a day, on one instance. */
export function scheduledErasuresJob(
  ctx: ServiceContext,
  manifests: readonly ModuleManifest[],
): JobDefinition {
  return {
    name: 'scheduled-erasures',
    period: 'day',
    run: async ({ log }) => {
      log.info({ erased: await runScheduledErasures(ctx, manifests) }, 'scheduled erasures done');
    },
  };
}
