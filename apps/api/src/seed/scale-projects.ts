import { PROJECT_STATUSES } from '@quadro/contract/projects';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { insertClient } from '../modules/clients/clients.public.ts';
import { users } from '../modules/people/people.public.ts';
import { insertProject, replaceMembers } from '../modules/projects/projects.public.ts';

const CLIENTS = 25;
const PROJECTS_PER_CLIENT = 10;
const TEAM_SIZE = 8;

/** The benchmark's projects at scale: 25 clients with ten projects each, teams of eight at 10%. */
export async function seedScaleProjects(executor: Executor): Promise<void> {
  const clientIds: string[] = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const client = await insertClient(executor, {
      name: `Scale Client ${String(index + 1).padStart(2, '0')}`,
      contactName: `Contact ${index + 1}`,
      email: `contact.${index + 1}@client.example`,
      phone: null,
      address: null,
      taxNumber: null,
      limitDays: 5 + (index % 20),
    });
    clientIds.push(client.id);
  }
  const people = await executor
    .select({ id: users.id })
    .from(users)
    .where(eq(users.enabled, true))
    .orderBy(asc(users.id));
  for (let index = 0; index < CLIENTS * PROJECTS_PER_CLIENT; index += 1) {
    const projectId = await insertProject(executor, {
      clientId: clientIds[index % CLIENTS] ?? '',
      name: `Scale Project ${index + 1}`,
      code: `SCALE-${index + 1}`,
      description: 'A project of the benchmark',
      startDate: '2025-01-01',
      endDate: '2026-12-31',
      status: PROJECT_STATUSES[index % PROJECT_STATUSES.length]?.key ?? 'active',
    });
    if (!projectId) continue;
    const team = people.slice(index * TEAM_SIZE, (index + 1) * TEAM_SIZE);
    await replaceMembers(
      executor,
      projectId,
      team.map((person) => ({
        userId: person.id,
        role: 'Developer',
        allocation: 10,
        startedAt: '2025-01-01',
        endedAt: null,
      })),
    );
  }
}
