import { EMPLOYEE_MESSAGES, type EmployeeInput } from '@quadro/contract/employees';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError, type FieldError } from '../../platform/errors/app-error.ts';
import { isUniqueViolation, violatedConstraint } from '../../platform/errors/database-errors.ts';
import * as repository from './employees.repository.ts';

/** The e-mail and tax number belong to nobody else (409 naming each field taken). */
export async function assertUnique(
  ctx: ServiceContext,
  input: Pick<EmployeeInput, 'email' | 'tax_number'>,
  self?: string,
): Promise<void> {
  const owners = await repository.findOwnerOf(ctx.db, {
    email: input.email,
    taxNumber: input.tax_number,
  });
  const fields: FieldError[] = [];
  if (owners.emailOwner && owners.emailOwner !== self) {
    fields.push({ field: 'email', message: EMPLOYEE_MESSAGES.emailTaken });
  }
  if (owners.taxNumberOwner && owners.taxNumberOwner !== self) {
    fields.push({ field: 'tax_number', message: EMPLOYEE_MESSAGES.taxNumberTaken });
  }
  if (fields.length > 0) throw new AppError('conflict', fields[0]?.message ?? '', fields);
}

/** A race between the check and the write: the unique indexes refuse the second. */
export async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const field = violatedConstraint(error) === 'users_tax_number_unique' ? 'tax_number' : 'email';
    const message =
      field === 'email' ? EMPLOYEE_MESSAGES.emailTaken : EMPLOYEE_MESSAGES.taxNumberTaken;
    throw new AppError('conflict', message, [{ field, message }]);
  }
}
