import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { files, type StoredFile } from '../../platform/files/files.schema.ts';
import { people } from '../people/people.public.ts';
import { projectNamesOf } from '../projects/projects.public.ts';
import {
  absences,
  type NewAbsence,
  type NewWorkMap,
  workDays,
  workMaps,
} from './work-maps.schema.ts';

export type WorkMapWithEmployee = typeof workMaps.$inferSelect & { employeeName: string };

export async function findMap(db: Executor, id: string): Promise<WorkMapWithEmployee | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(workMaps), employeeName: people.name })
    .from(workMaps)
    .innerJoin(people, eq(people.id, workMaps.employeeId))
    .where(eq(workMaps.id, id));
  return row;
}

/** The maps of one employee: the scope of the moves only they make. */
export const mapOwnedBy = (employeeId: string) => eq(workMaps.employeeId, employeeId);

/** Locks the map so a change and a state move of it take turns. */
export async function lockMap(db: Executor, id: string) {
  const [row] = await db.select().from(workMaps).where(eq(workMaps.id, id)).for('update');
  return row;
}

export async function insertMap(db: Executor, values: { employeeId: string; month: string }) {
  const [row] = await db.insert(workMaps).values(values).returning();
  if (!row) throw new Error('work map insert returned nothing');
  return row;
}

/** Many maps in one statement, their ids chosen by the caller (the demo seed's year). */
export async function insertMaps(db: Executor, rows: NewWorkMap[]): Promise<void> {
  if (rows.length > 0) await db.insert(workMaps).values(rows);
}

/** Many absences in one statement (the demo seed's year). */
export async function insertAbsences(db: Executor, rows: NewAbsence[]): Promise<void> {
  if (rows.length > 0) await db.insert(absences).values(rows);
}

export async function touchMap(db: Executor, id: string, now: Date) {
  await db.update(workMaps).set({ updatedAt: now }).where(eq(workMaps.id, id));
}

export async function insertWorkDays(
  db: Executor,
  rows: Array<{
    workMapId: string;
    day: string;
    hours: string;
    extraHours?: string;
    projectId?: string | null;
  }>,
) {
  if (rows.length > 0) await db.insert(workDays).values(rows);
}

/** Each day with its project's name (null without a project), read from projects in one query. */
async function withProjectNames<Row extends { projectId: string | null }>(
  db: Executor,
  rows: Row[],
): Promise<Array<Row & { projectName: string | null }>> {
  const names = await projectNamesOf(
    db,
    rows.flatMap((row) => (row.projectId ? [row.projectId] : [])),
  );
  return rows.map((row) => ({
    ...row,
    projectName: row.projectId ? (names.get(row.projectId) ?? null) : null,
  }));
}

export async function listWorkDays(db: Executor, workMapId: string) {
  return withProjectNames(
    db,
    await db
      .select(getTableColumns(workDays))
      .from(workDays)
      .where(eq(workDays.workMapId, workMapId))
      .orderBy(asc(workDays.day)),
  );
}

export async function findWorkDay(db: Executor, workMapId: string, id: string) {
  const [row] = await db
    .select()
    .from(workDays)
    .where(and(eq(workDays.workMapId, workMapId), eq(workDays.id, id)));
  return row;
}

export async function findWorkDayOn(db: Executor, workMapId: string, day: string) {
  const [row] = await db
    .select({ id: workDays.id })
    .from(workDays)
    .where(and(eq(workDays.workMapId, workMapId), eq(workDays.day, day)));
  return row;
}

export type WorkDayValues = {
  day: string;
  hours: string;
  extraHours: string;
  projectId: string | null;
};

export async function insertWorkDay(db: Executor, workMapId: string, values: WorkDayValues) {
  const [row] = await db
    .insert(workDays)
    .values({ workMapId, ...values })
    .returning();
  return row;
}

export async function updateWorkDay(db: Executor, id: string, values: WorkDayValues) {
  await db.update(workDays).set(values).where(eq(workDays.id, id));
}

export async function deleteWorkDay(db: Executor, id: string) {
  await db.delete(workDays).where(eq(workDays.id, id));
}

export function listAbsences(db: Executor, workMapId: string) {
  return db
    .select()
    .from(absences)
    .where(eq(absences.workMapId, workMapId))
    .orderBy(asc(absences.startDate));
}

export async function findAbsence(db: Executor, workMapId: string, id: string) {
  const [row] = await db
    .select()
    .from(absences)
    .where(and(eq(absences.workMapId, workMapId), eq(absences.id, id)));
  return row;
}

/** An absence of the employee sharing a day with start…end (the edited one left out). */
export async function findOverlappingAbsence(
  db: Executor,
  input: { employeeId: string; start: string; end: string; exceptId?: string | undefined },
) {
  const [row] = await db
    .select({ id: absences.id })
    .from(absences)
    .where(
      and(
        eq(absences.employeeId, input.employeeId),
        lte(absences.startDate, input.end),
        gte(absences.endDate, input.start),
        input.exceptId ? ne(absences.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export type AbsenceValues = Pick<
  typeof absences.$inferInsert,
  'type' | 'startDate' | 'endDate' | 'unit' | 'hours' | 'note'
>;

export async function insertAbsence(
  db: Executor,
  values: AbsenceValues & { workMapId: string; employeeId: string },
) {
  const [row] = await db.insert(absences).values(values).returning();
  if (!row) throw new Error('absence insert returned nothing');
  return row;
}

export async function updateAbsence(db: Executor, id: string, values: AbsenceValues, now: Date) {
  await db
    .update(absences)
    .set({ ...values, updatedAt: now })
    .where(eq(absences.id, id));
}

export async function setJustification(db: Executor, id: string, fileId: string | null, now: Date) {
  await db
    .update(absences)
    .set({ justificationFileId: fileId, updatedAt: now })
    .where(eq(absences.id, id));
}

export async function deleteAbsence(db: Executor, id: string) {
  await db.delete(absences).where(eq(absences.id, id));
}

/** The employee's absences starting in a year, newest first, with their map's month. */
export function listAbsencesOfYear(db: Executor, employeeId: string, year: number) {
  return db
    .select({ absence: absences, month: workMaps.month })
    .from(absences)
    .innerJoin(workMaps, eq(workMaps.id, absences.workMapId))
    .where(
      and(
        eq(absences.employeeId, employeeId),
        gte(absences.startDate, `${year}-01-01`),
        lte(absences.startDate, `${year}-12-31`),
      ),
    )
    .orderBy(desc(absences.startDate));
}

/** The employee's maps, newest month first. */
export function listMapsOf(db: Executor, employeeId: string, monthStart?: string) {
  return db
    .select()
    .from(workMaps)
    .where(
      and(
        eq(workMaps.employeeId, employeeId),
        monthStart === undefined ? undefined : eq(workMaps.month, monthStart),
      ),
    )
    .orderBy(desc(workMaps.month));
}

/** The days of several maps at once (a list's totals). */
export async function listWorkDaysOfMaps(db: Executor, workMapIds: string[]) {
  if (workMapIds.length === 0) return [];
  return withProjectNames(
    db,
    await db
      .select({
        workMapId: workDays.workMapId,
        day: workDays.day,
        hours: workDays.hours,
        extraHours: workDays.extraHours,
        projectId: workDays.projectId,
      })
      .from(workDays)
      .where(inArray(workDays.workMapId, workMapIds)),
  );
}

export function listAbsencesOfMaps(db: Executor, workMapIds: string[]) {
  if (workMapIds.length === 0) return Promise.resolve([]);
  return db.select().from(absences).where(inArray(absences.workMapId, workMapIds));
}

export async function findFile(db: Executor, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}
