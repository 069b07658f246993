import type { Executor } from '../db/database.ts';
import { seedScaleAllocations } from '../modules/clients/clients.public.ts';
import { seedScaleContracts } from '../modules/contracts/contracts.public.ts';

/**
 * The benchmark's organisation data: every enabled person but one in eight works for one of the
 * scale clients since their start, and has a contract with three years of salaries. Run after
 * seedScaleProjects (it makes the clients).
 */
export async function seedScalePayAndClients(executor: Executor): Promise<void> {
  await seedScaleAllocations(executor);
  await seedScaleContracts(executor);
}
