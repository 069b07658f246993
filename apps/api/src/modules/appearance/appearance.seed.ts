import type { Executor } from '../../db/database.ts';
import { markEveryoneGuideSeen } from './appearance.repository.ts';

/** The demo people have met the Show Guide, so it opens by itself only for people added later. */
export async function seedDemoGuideSeen(executor: Executor, now: Date): Promise<void> {
  await markEveryoneGuideSeen(executor, now);
}
