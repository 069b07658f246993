import {
  EMPLOYEE_EXPORT_MAX_ROWS,
  type EmployeeExportQuery,
  type EmployeeHistoryEntry,
  type EmployeeInput,
  type EmployeePage,
  type EmployeeQuery,
  type EmployeeRecord,
} from '@quadro/contract/employees';
import { profilesOfList } from '@quadro/contract/system-parameters';
import { revokeSessions } from '../../platform/auth/session-revocations.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { forbidden, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import { assertUnique, refusingDuplicates } from './employee-uniqueness.ts';
import {
  changedFields,
  employmentFields,
  employmentSnapshot,
  toEmployeeRecord,
  toEmployeeRow,
} from './employee-view.ts';
import * as repository from './employees.repository.ts';
import { employeesCsv, employeesXlsx } from './employees-export.ts';
import {
  assertMayDropProfiles,
  canManageEmployees,
  canReadEmployeeHistory,
  canReadEmployees,
  droppedAdministeringProfiles,
} from './people.policy.ts';
import { lockEnabledHolders } from './people.repository.ts';
import { currentClientsOn, NO_PASSWORD_YET, personCreated, twoFactorOnOf } from './people-hooks.ts';

const employeeNotFound = () => notFound('Employee');
const today = (ctx: ServiceContext) => companyNow(ctx).date;
/** Each person's client of today (clients) and whether two-factor is on (identity): people-hooks.ts. */
const joinsToday = (ctx: ServiceContext, day = today(ctx)): repository.EmployeeJoins => ({
  current: ctx.hooks.use(currentClientsOn)(ctx.db, day),
  twoFactorOn: ctx.hooks.use(twoFactorOnOf),
});

export async function listEmployees(
  ctx: ServiceContext,
  actor: Actor,
  query: EmployeeQuery,
): Promise<EmployeePage> {
  if (!canReadEmployees(actor)) throw forbidden();
  const { rows, total } = await repository.listEmployees(ctx.db, query, joinsToday(ctx));
  return {
    items: rows.map(toEmployeeRow),
    total,
    page: query.page,
    page_size: query.page_size,
    two_factor_required_profiles: profilesOfList(
      ctx.parameters.current().twoFactorRequiredProfiles,
    ),
  };
}

export async function getEmployee(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<EmployeeRecord> {
  if (!canReadEmployees(actor)) throw employeeNotFound();
  const row = await repository.findEmployee(ctx.db, input.id, joinsToday(ctx));
  if (!row) throw employeeNotFound();
  return toEmployeeRecord(row);
}

/**
 * Creates an enabled employee without a password and mails them an invitation to choose one, in
 * one transaction with its audit entry.
 */
export async function createEmployee(
  ctx: ServiceContext,
  actor: Actor,
  input: EmployeeInput,
): Promise<EmployeeRecord> {
  if (!canManageEmployees(actor)) throw forbidden();
  await assertUnique(ctx, input);
  const fields = employmentFields(input);
  return refusingDuplicates(() =>
    withTransaction(ctx, async (tx) => {
      const created = await repository.insertEmployee(tx.db, {
        ...fields,
        passwordHash: NO_PASSWORD_YET,
        enabled: true,
      });
      await tx.hooks.emit(tx, personCreated, created);
      await tx.audit({
        actor,
        action: 'employee.create',
        entityType: 'users',
        entityId: created.id,
        before: null,
        after: employmentSnapshot(fields),
      });
      const row = await repository.findEmployee(tx.db, created.id, joinsToday(tx));
      if (!row) throw new Error('created employee vanished');
      return toEmployeeRecord(row);
    }),
  );
}

export async function updateEmployee(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; employee: EmployeeInput },
): Promise<EmployeeRecord> {
  if (!canManageEmployees(actor)) throw employeeNotFound();
  requireSignedIn(actor);
  await assertUnique(ctx, input.employee, input.id);
  const fields = employmentFields(input.employee);
  return refusingDuplicates(() =>
    withTransaction(ctx, async (tx) => {
      const current = await repository.findEmployee(tx.db, input.id, joinsToday(tx));
      const enabledHolders = new Map<string, string[]>();
      const profiles = input.employee.profiles;
      for (const profile of droppedAdministeringProfiles(current?.profiles ?? [], profiles)) {
        enabledHolders.set(profile, await lockEnabledHolders(tx.db, profile));
      }
      const before = await repository.lockPerson(tx.db, input.id);
      if (!before) throw employeeNotFound();
      assertMayDropProfiles(
        actor,
        before,
        droppedAdministeringProfiles(before.profiles, profiles),
        enabledHolders,
      );
      await repository.updateEmployment(tx.db, input.id, fields, tx.clock.now());
      const change = changedFields(employmentSnapshot(before), employmentSnapshot(fields));
      if ('profiles' in change.after) {
        // Access tokens carry the profiles: the person signs in again to get the new ones.
        await revokeSessions(tx.db, {
          userId: input.id,
          exceptSessionId: input.id === actor.userId ? actor.sessionId : undefined,
        });
      }
      if (Object.keys(change.after).length > 0) {
        await tx.audit({
          actor,
          action: 'employee.update',
          entityType: 'users',
          entityId: input.id,
          ...change,
        });
      }
      const row = await repository.findEmployee(tx.db, input.id, joinsToday(tx));
      if (!row) throw employeeNotFound();
      return toEmployeeRecord(row);
    }),
  );
}

export async function employeeHistory(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; page: number; pageSize: number },
): Promise<{ items: EmployeeHistoryEntry[]; total: number; page: number; page_size: number }> {
  if (!canReadEmployeeHistory(actor)) throw employeeNotFound();
  const exists = await repository.findEmployee(ctx.db, input.id, joinsToday(ctx));
  if (!exists) throw employeeNotFound();
  const { rows, total } = await repository.listPersonHistory(ctx.db, input.id, input);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor_name: row.actorName,
      created_at: row.createdAt.toISOString(),
      before: row.before,
      after: row.after,
    })),
    total,
    page: input.page,
    page_size: input.pageSize,
  };
}

/** The filtered, sorted table as a CSV or XLSX file: every matching row, not one page. */
export async function exportEmployees(
  ctx: ServiceContext,
  actor: Actor,
  query: EmployeeExportQuery,
): Promise<{ fileName: string; mediaType: string; body: string | Buffer }> {
  if (!canReadEmployees(actor)) throw forbidden();
  const day = today(ctx);
  const { rows, total } = await repository.listEmployees(
    ctx.db,
    { ...query, page: 1, page_size: EMPLOYEE_EXPORT_MAX_ROWS },
    joinsToday(ctx, day),
    EMPLOYEE_EXPORT_MAX_ROWS,
  );
  if (total > EMPLOYEE_EXPORT_MAX_ROWS) {
    throw invalidField('format', `At most ${EMPLOYEE_EXPORT_MAX_ROWS} rows: narrow the filters`);
  }
  const table = rows.map(toEmployeeRow);
  return {
    fileName: `employees-${day}.${query.format}`,
    mediaType: EXPORT_MEDIA_TYPES[query.format],
    body: query.format === 'xlsx' ? await employeesXlsx(table) : employeesCsv(table),
  };
}
