import type { MultipartFile } from '@fastify/multipart';
import {
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_IMPORT_MAX_ROWS,
  EMPLOYEE_IMPORT_MESSAGES,
  type EmployeeImportPreview,
  type EmployeeImportResult,
  type EmployeeImportRow,
} from '@quadro/contract/employee-import';
import { EMPLOYEE_MESSAGES, type EmployeeInput } from '@quadro/contract/employees';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden, invalidField } from '../../platform/errors/app-error.ts';
import { cleanFileName } from '../../platform/files/file-name.ts';
import { readUpload } from '../../platform/files/read-upload.ts';
import { readImportSheet } from './employee-import-file.ts';
import { cellsOf, columnTitle, employeeFromCells, mapColumns } from './employee-import-row.ts';
import { refusingDuplicates } from './employee-uniqueness.ts';
import { employmentFields, employmentSnapshot } from './employee-view.ts';
import * as repository from './employees.repository.ts';
import { canManageEmployees } from './people.policy.ts';
import { NO_PASSWORD_YET, personCreated } from './people-hooks.ts';

interface CheckedImport {
  preview: EmployeeImportPreview;
  employees: EmployeeInput[];
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** Reads the file and checks every row as creating it would, without writing anything. */
async function checkImport(
  ctx: ServiceContext,
  actor: Actor,
  upload: MultipartFile | undefined,
): Promise<CheckedImport> {
  if (!canManageEmployees(actor)) throw forbidden();
  if (!upload) throw invalidField('file', EMPLOYEE_IMPORT_MESSAGES.chooseFile);
  const sheet = await readImportSheet(await readUpload(upload.file, EMPLOYEE_IMPORT_MAX_BYTES));
  const headerIndex = sheet.findIndex((row) => !isBlank(row));
  const columns = mapColumns(sheet[headerIndex] ?? []);
  if (columns.missing.length > 0) {
    throw invalidField('file', EMPLOYEE_IMPORT_MESSAGES.missingColumns(columns.missing));
  }
  const lines = sheet
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(headerIndex + 1)
    .filter((line) => !isBlank(line.cells));
  if (lines.length === 0) throw invalidField('file', EMPLOYEE_IMPORT_MESSAGES.noRows);
  if (lines.length > EMPLOYEE_IMPORT_MAX_ROWS) {
    throw invalidField('file', EMPLOYEE_IMPORT_MESSAGES.tooManyRows);
  }
  const checked = lines.map((line) => {
    const values = cellsOf(line.cells, columns);
    return { row: line.row, values, ...employeeFromCells(values) };
  });
  await markDuplicates(ctx, checked);
  const rows: EmployeeImportRow[] = checked.map(({ row, values, errors }) => ({
    row,
    values,
    errors,
  }));
  return {
    preview: {
      file_name: cleanFileName(upload.filename),
      total_rows: rows.length,
      valid_rows: rows.filter((row) => row.errors.length === 0).length,
      ignored_columns: columns.ignored,
      rows,
    },
    employees: checked.flatMap((row) => (row.employee ? [row.employee] : [])),
  };
}

type CheckedRow = { row: number; employee?: EmployeeInput; errors: EmployeeImportRow['errors'] };

/** A row repeating an earlier row's e-mail or tax number, or someone's already in Quadro. */
async function markDuplicates(ctx: ServiceContext, rows: CheckedRow[]): Promise<void> {
  const valid = rows.filter((row) => row.employee);
  const taken = await repository.findTakenOf(ctx.db, {
    emails: valid.map((row) => row.employee?.email as string),
    taxNumbers: valid.map((row) => row.employee?.tax_number as string),
  });
  const firstRowOf = new Map<string, number>();
  const refuse = (row: CheckedRow, column: 'email' | 'tax_number', message: string) => {
    row.errors.push({ column: columnTitle(column), message });
    row.employee = undefined;
  };
  for (const row of valid) {
    const employee = row.employee as EmployeeInput;
    for (const [column, value, takenSet, takenMessage] of [
      ['email', employee.email, taken.emails, EMPLOYEE_MESSAGES.emailTaken],
      ['tax_number', employee.tax_number, taken.taxNumbers, EMPLOYEE_MESSAGES.taxNumberTaken],
    ] as const) {
      const key = `${column}:${value}`;
      const first = firstRowOf.get(key);
      if (takenSet.has(value)) refuse(row, column, takenMessage);
      else if (first !== undefined)
        refuse(row, column, EMPLOYEE_IMPORT_MESSAGES.duplicateInFile(first));
      else firstRowOf.set(key, row.row);
    }
  }
}

export async function previewEmployeeImport(
  ctx: ServiceContext,
  actor: Actor,
  input: { upload: MultipartFile | undefined },
): Promise<EmployeeImportPreview> {
  return (await checkImport(ctx, actor, input.upload)).preview;
}

/**
 * Creates every employee of the file and mails each an invitation, in one transaction: a single
 * row with an error, or a duplicate arriving meanwhile, and nobody is created.
 */
export async function importEmployees(
  ctx: ServiceContext,
  actor: Actor,
  input: { upload: MultipartFile | undefined },
): Promise<EmployeeImportResult> {
  const { preview, employees } = await checkImport(ctx, actor, input.upload);
  const failing = preview.rows.filter((row) => row.errors.length > 0);
  if (failing.length > 0) {
    throw new AppError(
      'validation_failed',
      EMPLOYEE_IMPORT_MESSAGES.rowsWithErrors(failing.length),
      failing.flatMap((row) =>
        row.errors.map((error) => ({
          field: `row ${row.row}: ${error.column}`,
          message: error.message,
        })),
      ),
    );
  }
  const fields = employees.map(employmentFields);
  await refusingDuplicates(() =>
    withTransaction(ctx, async (tx) => {
      const created = await repository.insertEmployees(
        tx.db,
        fields.map((employee) => ({ ...employee, passwordHash: NO_PASSWORD_YET, enabled: true })),
      );
      for (const person of created) {
        await tx.hooks.emit(tx, personCreated, person);
        await tx.audit({
          actor,
          action: 'employee.import',
          entityType: 'users',
          entityId: person.id,
          before: null,
          after: { ...employmentSnapshot(person), file: preview.file_name },
        });
      }
    }),
  );
  return {
    message: EMPLOYEE_IMPORT_MESSAGES.imported(employees.length),
    imported: employees.length,
  };
}
