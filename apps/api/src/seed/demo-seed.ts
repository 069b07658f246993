import type { Database } from '../db/database.ts';
import { hashPassword } from '../modules/identity/identity.public.ts';
import type { DemoSeedContext } from '../modules/module-manifest.ts';
import { DOMAIN_MANIFESTS } from '../modules/modules.ts';
import { countPeople } from '../modules/people/people.public.ts';
import { markDemoInstallation } from '../platform/installation/installation.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { stepsInOrder } from './seed-steps.ts';

export type DemoSeedOptions = Omit<DemoSeedContext, 'passwordHash'>;

/**
 * The demo company: every module's demo steps (`demoSeed` of its manifest, modules/modules.ts) in
 * their order, in one transaction that also marks the database a demo (the demo password signs in).
 */
export async function seedDemoData(db: Database, options: DemoSeedOptions = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const steps = stepsInOrder('demo', DOMAIN_MANIFESTS, (manifest) => manifest.demoSeed);
  await db.transaction(async (tx) => {
    for (const step of steps) await step.run(tx, { ...options, passwordHash });
    await markDemoInstallation(tx, new Date());
  });
}

export async function seedDemoDataIfEmpty(
  db: Database,
  options: DemoSeedOptions = {},
): Promise<boolean> {
  if ((await countPeople(db)) > 0) return false;
  await seedDemoData(db, options);
  return true;
}
