import {
  CONTRACT_MESSAGES,
  type Contract,
  type ContractInput,
  type Salary,
  type SalaryHistoryEntry,
  type SalaryInput,
} from '@quadro/contract/contracts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { toContract, toSalary } from './contract-view.ts';
import { canManagePay, canReadPayOf } from './contracts.policy.ts';
import * as repository from './contracts.repository.ts';
import { salaryHistory } from './salary-history.ts';

const employeeNotFound = () => notFound('Employee');

/** The employee's id when the actor may read their pay; 404 otherwise, as for an unknown id. */
async function readablePerson(ctx: ServiceContext, actor: Actor, employeeId: string) {
  if (!canReadPayOf(actor, employeeId)) throw employeeNotFound();
  const person = await findPersonById(ctx.db, employeeId);
  if (!person) throw employeeNotFound();
  return person;
}

async function existingEmployee(ctx: ServiceContext, employeeId: string) {
  const person = await findPersonById(ctx.db, employeeId);
  if (!person) throw invalidField('employee_id', CONTRACT_MESSAGES.unknownEmployee);
  return person;
}

export async function listContracts(
  ctx: ServiceContext,
  actor: Actor,
  input: { employeeId: string },
): Promise<Contract[]> {
  await readablePerson(ctx, actor, input.employeeId);
  return (await repository.listContractsOf(ctx.db, input.employeeId)).map(toContract);
}

/**
 * Adds a contract and closes the latest previous one on its start, in one transaction; records
 * the contract's salary from its start, keeping the dislocation allowance then in force.
 */
export async function addContract(
  ctx: ServiceContext,
  actor: Actor,
  input: ContractInput,
): Promise<Contract> {
  if (!canManagePay(actor)) throw forbidden();
  const signedIn = requireSignedIn(actor);
  await existingEmployee(ctx, input.employee_id);
  return withTransaction(ctx, async (tx) => {
    const previous = await repository.lockLatestContract(tx.db, input.employee_id);
    if (previous && input.started_at <= previous.startedAt) {
      throw invalidField('started_at', CONTRACT_MESSAGES.startsTooEarly(previous.startedAt));
    }
    if (previous && (previous.endedAt === null || previous.endedAt > input.started_at)) {
      await repository.closeContract(tx.db, previous.id, input.started_at);
    }
    const created = await repository.insertContract(tx.db, {
      userId: input.employee_id,
      type: input.type,
      startedAt: input.started_at,
      salary: input.salary,
    });
    const [current] = await repository.listSalariesOf(tx.db, input.employee_id);
    await repository.insertSalary(tx.db, {
      userId: input.employee_id,
      contractId: created.id,
      baseSalary: input.salary,
      dislocationAllowance: current?.dislocationAllowance ?? '0.00',
      effectiveDate: input.started_at,
      createdBy: signedIn.userId,
    });
    await tx.audit({
      actor,
      action: 'contract.create',
      entityType: 'users',
      entityId: input.employee_id,
      before: previous ? { contract: toContract(previous) } : null,
      after: { contract: toContract(created) },
    });
    return toContract(created);
  });
}

export async function listContractSalaries(
  ctx: ServiceContext,
  actor: Actor,
  input: { contractId: string },
): Promise<Salary[]> {
  const contract = await repository.findContract(ctx.db, input.contractId);
  if (!contract || !canReadPayOf(actor, contract.userId)) throw notFound('Contract');
  return (await repository.listSalariesOfContract(ctx.db, contract.id)).map(toSalary);
}

export async function listSalaries(
  ctx: ServiceContext,
  actor: Actor,
  input: { employeeId: string },
): Promise<Salary[]> {
  await readablePerson(ctx, actor, input.employeeId);
  return (await repository.listSalariesOf(ctx.db, input.employeeId)).map(toSalary);
}

export async function addSalary(
  ctx: ServiceContext,
  actor: Actor,
  input: SalaryInput,
): Promise<Salary> {
  if (!canManagePay(actor)) throw forbidden();
  const signedIn = requireSignedIn(actor);
  await existingEmployee(ctx, input.employee_id);
  return withTransaction(ctx, async (tx) => {
    const contract = await repository.contractInForce(
      tx.db,
      input.employee_id,
      input.effective_date,
    );
    if (!contract) throw invalidField('effective_date', CONTRACT_MESSAGES.noContract);
    const created = await repository.insertSalary(tx.db, {
      userId: input.employee_id,
      contractId: contract.id,
      baseSalary: input.base_salary,
      dislocationAllowance: input.dislocation,
      effectiveDate: input.effective_date,
      createdBy: signedIn.userId,
    });
    if (!created) {
      throw new AppError('conflict', CONTRACT_MESSAGES.salaryExists, [
        { field: 'effective_date', message: CONTRACT_MESSAGES.salaryExists },
      ]);
    }
    await tx.audit({
      actor,
      action: 'salary.create',
      entityType: 'users',
      entityId: input.employee_id,
      before: null,
      after: { salary: toSalary(created) },
    });
    return toSalary(created);
  });
}

export async function removeSalary(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  if (!canManagePay(actor)) throw forbidden();
  await withTransaction(ctx, async (tx) => {
    const removed = await repository.deleteSalary(tx.db, input.id);
    if (!removed) throw notFound('Salary');
    await tx.audit({
      actor,
      action: 'salary.delete',
      entityType: 'users',
      entityId: removed.userId,
      before: { salary: toSalary(removed) },
      after: null,
    });
  });
}

/** The own salary history, or (pay staff) anyone's. */
export async function salaryChangeLog(
  ctx: ServiceContext,
  actor: Actor,
  input: { employeeId?: string | undefined },
): Promise<SalaryHistoryEntry[]> {
  const signedIn = requireSignedIn(actor);
  const employeeId = input.employeeId ?? signedIn.userId;
  await readablePerson(ctx, actor, employeeId);
  return salaryHistory(await repository.listSalariesOf(ctx.db, employeeId));
}
