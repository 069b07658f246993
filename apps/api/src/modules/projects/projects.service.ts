import {
  PROJECT_MESSAGES,
  type Project,
  type ProjectInput,
  type ProjectListQuery,
  type ProjectPage,
} from '@quadro/contract/projects';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { clientExists } from '../clients/clients.public.ts';
import { lockEnabledPeople } from '../people/people.public.ts';
import { canManageProjects } from './projects.policy.ts';
import * as repository from './projects.repository.ts';
import { peakAllocation } from './team-allocation.ts';

const projectNotFound = () => notFound('Project');

function duplicateCode(code: string): AppError {
  const message = PROJECT_MESSAGES.duplicateCode(code);
  return new AppError('conflict', message, [{ field: 'code', message }]);
}

function overAllocated(index: number, name: string, total: number): AppError {
  const message = PROJECT_MESSAGES.overAllocated(name, total);
  return new AppError('conflict', message, [{ field: `members.${index}.allocation`, message }]);
}

function valuesOf(input: ProjectInput): repository.ProjectValues {
  return {
    clientId: input.clientId,
    name: input.name,
    code: input.code,
    description: input.description === '' ? null : input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    status: input.status,
    budgetHours: input.budgetHours,
    budgetAmount: input.budgetAmount,
  };
}

/** Members stay inside the project's dates; an open-ended member ends with the project. */
function checkMemberPeriods(input: ProjectInput): void {
  input.members.forEach((member, index) => {
    if (member.startedAt < input.startDate) {
      throw invalidField(`members.${index}.startedAt`, PROJECT_MESSAGES.memberBeforeProject);
    }
    if (input.endDate && member.endedAt && member.endedAt > input.endDate) {
      throw invalidField(`members.${index}.endedAt`, PROJECT_MESSAGES.memberAfterProject);
    }
  });
}

/**
 * Every member is an enabled employee whose time, over each day of their period, adds up to at most
 * 100% across this team and every other project. The people are locked first, so two teams saved at
 * once take turns and the second sees the first.
 */
async function checkTeam(tx: ServiceContext, input: ProjectInput, projectId: string | null) {
  const ids = [...new Set(input.members.map((member) => member.employeeId))];
  const people = new Map(
    (await lockEnabledPeople(tx.db, ids)).map((person) => [person.id, person.name]),
  );
  input.members.forEach((member, index) => {
    if (!people.has(member.employeeId)) {
      throw invalidField(`members.${index}.employeeId`, PROJECT_MESSAGES.unknownEmployee);
    }
  });
  const elsewhere = await repository.membershipsElsewhere(tx.db, ids, projectId);
  const periods = input.members.map((member) => ({
    userId: member.employeeId,
    allocation: member.allocation,
    startedAt: member.startedAt,
    endedAt: member.endedAt ?? input.endDate,
  }));
  periods.forEach((period, index) => {
    const others = [
      ...elsewhere.filter((other) => other.userId === period.userId),
      ...periods.filter((other, at) => at !== index && other.userId === period.userId),
    ];
    const peak = peakAllocation(period, others);
    if (peak > 100) throw overAllocated(index, people.get(period.userId) ?? '', peak);
  });
}

/** Each member's places in this project, filed under them: their history shows where they work. */
async function auditTeamChanges(
  tx: ServiceContext,
  actor: Actor,
  project: { id: string; code: string },
  before: Project['members'],
  after: Project['members'],
) {
  const placesOf = (members: Project['members'], employeeId: string) =>
    members
      .filter((member) => member.employeeId === employeeId)
      .map(({ role, allocation, startedAt, endedAt }) => ({
        role,
        allocation,
        startedAt,
        endedAt,
      }));
  const people = new Set([...before, ...after].map((member) => member.employeeId));
  for (const employeeId of [...people].sort()) {
    const was = placesOf(before, employeeId);
    const is = placesOf(after, employeeId);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    const verb = was.length === 0 ? 'create' : is.length === 0 ? 'delete' : 'update';
    await tx.audit({
      actor,
      action: `project-member.${verb}`,
      entityType: 'users',
      entityId: employeeId,
      before:
        was.length === 0 ? null : { project: project.code, projectId: project.id, places: was },
      after: is.length === 0 ? null : { project: project.code, projectId: project.id, places: is },
    });
  }
}

async function projectOf(ctx: ServiceContext, id: string): Promise<Project> {
  const project = await repository.findProject(ctx.db, id);
  if (!project) throw projectNotFound();
  return { ...project, members: await repository.membersOf(ctx.db, id) };
}

export async function listProjects(
  ctx: ServiceContext,
  actor: Actor,
  query: ProjectListQuery,
): Promise<ProjectPage> {
  if (!canManageProjects(actor)) return { items: [], total: 0 };
  return repository.listProjects(ctx.db, query);
}

export async function getProject(ctx: ServiceContext, actor: Actor, id: string): Promise<Project> {
  if (!canManageProjects(actor)) throw projectNotFound();
  return projectOf(ctx, id);
}

/** Saves the project and its whole team in one transaction; `id` null adds a project. */
async function saveProject(
  ctx: ServiceContext,
  actor: Actor,
  id: string | null,
  input: ProjectInput,
): Promise<Project> {
  checkMemberPeriods(input);
  try {
    return await withTransaction(ctx, async (tx) => {
      if (!(await clientExists(tx.db, input.clientId))) {
        throw invalidField('clientId', PROJECT_MESSAGES.unknownClient);
      }
      let before: Project | null = null;
      let projectId: string;
      if (id) {
        if (!(await repository.lockProject(tx.db, id))) throw projectNotFound();
        before = await projectOf(tx, id);
        const holder = await repository.findProjectByCode(tx.db, input.code);
        if (holder && holder.id !== id) throw duplicateCode(input.code);
        await repository.updateProject(tx.db, id, valuesOf(input), tx.clock.now());
        projectId = id;
      } else {
        const created = await repository.insertProject(tx.db, valuesOf(input));
        if (!created) throw duplicateCode(input.code);
        projectId = created;
      }
      await checkTeam(tx, input, projectId);
      await repository.replaceMembers(
        tx.db,
        projectId,
        input.members.map((member) => ({
          userId: member.employeeId,
          role: member.role,
          allocation: member.allocation,
          startedAt: member.startedAt,
          endedAt: member.endedAt,
        })),
      );
      const after = await projectOf(tx, projectId);
      const { members: _beforeTeam, ...beforeFields } = before ?? { members: [] };
      const { members: afterTeam, ...afterFields } = after;
      await tx.audit({
        actor,
        action: before ? 'project.update' : 'project.create',
        entityType: 'projects',
        entityId: projectId,
        before: before ? beforeFields : null,
        after: afterFields,
      });
      await auditTeamChanges(tx, actor, after, before?.members ?? [], afterTeam);
      return after;
    });
  } catch (error) {
    // Two saves of one new code at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw duplicateCode(input.code);
    throw error;
  }
}

export function createProject(ctx: ServiceContext, actor: Actor, input: ProjectInput) {
  if (!canManageProjects(actor)) throw forbidden();
  return saveProject(ctx, actor, null, input);
}

export function updateProject(
  ctx: ServiceContext,
  actor: Actor,
  input: ProjectInput & { id: string },
) {
  if (!canManageProjects(actor)) throw projectNotFound();
  const { id, ...project } = input;
  return saveProject(ctx, actor, id, project);
}

export async function removeProject(ctx: ServiceContext, actor: Actor, id: string): Promise<void> {
  if (!canManageProjects(actor)) throw projectNotFound();
  await withTransaction(ctx, async (tx) => {
    if (!(await repository.lockProject(tx.db, id))) throw projectNotFound();
    const { members, ...fields } = await projectOf(tx, id);
    await repository.deleteProject(tx.db, id);
    await tx.audit({
      actor,
      action: 'project.delete',
      entityType: 'projects',
      entityId: id,
      before: fields,
      after: null,
    });
    await auditTeamChanges(tx, actor, fields, members, []);
  });
}
