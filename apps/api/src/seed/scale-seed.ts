import type { Executor } from '../db/database.ts';
import { DOMAIN_MANIFESTS } from '../modules/modules.ts';
import { markDemoInstallation } from '../platform/installation/installation.ts';
import { stepsInOrder } from './seed-steps.ts';

/**
 * The bench's scale rows on top of the demo and generated people: every module's scale steps
 * (`scaleSeed` of its manifest, modules/modules.ts) in their order; pass a transaction. The
 * database counts as a demo: its people share the demo password.
 */
export async function seedScaleData(executor: Executor): Promise<void> {
  const steps = stepsInOrder('scale', DOMAIN_MANIFESTS, (manifest) => manifest.scaleSeed);
  for (const step of steps) await step.run(executor, undefined);
  await markDemoInstallation(executor, new Date());
}
