import type { ProjectStatus } from '@quadro/contract/projects';
import { PROJECT_STATUSES } from '@quadro/contract/projects';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { SCALE_SUMMARY_PROJECT } from '../../seed/scale-months.ts';
import { insertClient, listClientNames } from '../clients/clients.public.ts';
import { findPersonByEmail, users } from '../people/people.public.ts';
import { insertProject, replaceMembers } from './projects.public.ts';

interface DemoProject {
  client: string;
  name: string;
  code: string;
  description: string;
  startDate: string;
  endDate: string;
  status: ProjectStatus;
  team: Array<[email: string, role: string, allocation: number]>;
}

/** Every team member's time adds up to at most 100% on any day. */
const DEMO_PROJECTS: DemoProject[] = [
  {
    client: 'Energias do Tejo',
    name: 'Smart Metering Data Platform',
    code: 'EDN-DATA',
    description: 'Ingestion and reporting of smart-meter readings for the northern grid.',
    startDate: '2023-03-01',
    endDate: '2024-06-30',
    status: 'closed',
    team: [
      ['mariana.ribeiro@example.com', 'UX Designer', 50],
      ['diogo.pinto@example.com', 'Software Engineer', 100],
      ['luis.rocha@example.com', 'Backend Developer', 80],
    ],
  },
  {
    client: 'Banco Atlântico',
    name: 'Core Banking Modernisation',
    code: 'BA-CORE',
    description: 'Moving the accounts and payments core to services with a new ledger.',
    startDate: '2025-01-02',
    endDate: '2026-12-31',
    status: 'active',
    team: [
      ['andre.fernandes@example.com', 'Tech Lead', 60],
      ['employee@example.com', 'Backend Developer', 100],
      ['joao.pereira@example.com', 'Backend Developer', 100],
      ['francisco.mendes@example.com', 'Software Engineer', 80],
    ],
  },
  {
    client: 'Banco Atlântico',
    name: 'Mobile Banking App',
    code: 'BA-MOBILE',
    description: 'A new mobile app for private customers.',
    startDate: '2025-06-02',
    endDate: '2026-12-31',
    status: 'active',
    team: [
      ['beatriz.carvalho@example.com', 'Frontend Developer', 100],
      ['andre.fernandes@example.com', 'Tech Lead', 40],
    ],
  },
  {
    client: 'Seguros do Norte',
    name: 'Claims Portal',
    code: 'LS-CLAIMS',
    description: 'Self-service claims for car and home insurance.',
    startDate: '2024-01-08',
    endDate: '2026-09-30',
    status: 'active',
    team: [
      ['leonor.teixeira@example.com', 'Product Owner', 100],
      ['carolina.gomes@example.com', 'QA Engineer', 100],
      ['catarina.marques@example.com', 'Data Analyst', 60],
      ['trainee@example.com', 'Trainee Developer', 50],
    ],
  },
  {
    client: 'Retalho Verde',
    name: 'Fleet Tracking',
    code: 'TP-FLEET',
    description: 'Live positions and delivery windows for the truck fleet.',
    startDate: '2024-07-01',
    endDate: '2026-12-31',
    status: 'on_hold',
    team: [
      ['rui.lopes@example.com', 'DevOps Engineer', 70],
      ['diogo.pinto@example.com', 'Software Engineer', 100],
      ['joana.nunes@example.com', 'Scrum Master', 50],
    ],
  },
  {
    client: 'Energias do Tejo',
    name: 'Patient Scheduling',
    code: 'SM-SCHED',
    description: 'Appointments across the three hospitals, with reminders.',
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    status: 'planned',
    team: [['helena.cardoso@example.com', 'Business Analyst', 100]],
  },
];

/** The demo projects with their teams, each member for the whole project (after the demo clients). */
export async function seedDemoProjects(executor: Executor): Promise<void> {
  const clientIds = new Map(
    (await listClientNames(executor)).map((client) => [client.name, client.id]),
  );
  for (const demo of DEMO_PROJECTS) {
    const clientId = clientIds.get(demo.client);
    if (!clientId) continue;
    const { team, client: _client, ...fields } = demo;
    const projectId = await insertProject(executor, { ...fields, clientId });
    if (!projectId) continue;
    const members = [];
    for (const [email, role, allocation] of team) {
      const person = await findPersonByEmail(executor, email);
      if (person) {
        members.push({
          userId: person.id,
          role,
          allocation,
          startedAt: demo.startDate,
          endedAt: null,
        });
      }
    }
    await replaceMembers(executor, projectId, members);
  }
}

const CLIENTS = 25;
const PROJECTS_PER_CLIENT = 10;
const TEAM_SIZE = 8;

/**
 * The benchmark's projects at scale: 25 clients with ten projects each, teams of eight at 10%, and
 * the project of the executive summary's entry (SCALE_SUMMARY_PROJECT): 200 people nobody else's
 * team holds, at 50%, over three years (the work maps' scale seed books their days to it).
 */
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
  await seedScaleSummaryProject(executor, clientIds[0] ?? '', people);
}

async function seedScaleSummaryProject(
  executor: Executor,
  clientId: string,
  people: { id: string }[],
) {
  const projectId = await insertProject(executor, {
    clientId,
    name: 'Scale Executive Summary',
    code: SCALE_SUMMARY_PROJECT.code,
    description: 'The project whose executive summary the benchmark reads',
    startDate: `${SCALE_SUMMARY_PROJECT.firstMonth}-01`,
    endDate: '2026-12-31',
    status: 'active',
    budgetHours: '250000.00',
    budgetAmount: '5000000.00',
  });
  if (!projectId) return;
  // After the people the other scale teams hold; a smoke run's few people are shared.
  const first = Math.min(
    CLIENTS * PROJECTS_PER_CLIENT * TEAM_SIZE,
    Math.max(0, people.length - SCALE_SUMMARY_PROJECT.members),
  );
  await replaceMembers(
    executor,
    projectId,
    people.slice(first, first + SCALE_SUMMARY_PROJECT.members).map((person) => ({
      userId: person.id,
      role: 'Developer',
      allocation: 50,
      startedAt: `${SCALE_SUMMARY_PROJECT.firstMonth}-01`,
      endedAt: null,
    })),
  );
}
