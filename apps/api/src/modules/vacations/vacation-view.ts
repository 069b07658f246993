import type { ApprovalStatus } from '@quadro/contract/approval';
import { isApprovalEditable } from '@quadro/contract/approval';
import type { Vacation } from '@quadro/contract/vacations';
import type { VacationCancellationRow, VacationRow } from './vacations.schema.ts';

/** An approved, not cancelled period not yet started, with no cancellation waiting. */
export function isCancellable(
  vacation: VacationRow,
  cancellation: VacationCancellationRow | undefined,
  today: string,
): boolean {
  return (
    vacation.status === 'Approved' &&
    vacation.cancelledAt === null &&
    vacation.startDate > today &&
    cancellation?.status !== 'PendingApproval'
  );
}

export function toVacation(
  row: { vacation: VacationRow; employeeName: string },
  cancellation: VacationCancellationRow | undefined,
  today: string,
): Vacation {
  const { vacation } = row;
  return {
    id: vacation.id,
    employee: { id: vacation.employeeId, name: row.employeeName },
    start: vacation.startDate,
    end: vacation.endDate,
    halfDay: vacation.halfDay,
    days: Number(vacation.days),
    note: vacation.note,
    status: vacation.status as ApprovalStatus,
    rejectionReason: vacation.rejectionReason,
    cancelled: vacation.cancelledAt !== null,
    cancellation: cancellation
      ? {
          id: cancellation.id,
          status: cancellation.status as ApprovalStatus,
          reason: cancellation.reason,
          rejectionReason: cancellation.rejectionReason,
          requestedAt: cancellation.createdAt.toISOString(),
        }
      : null,
    editable: isApprovalEditable(vacation.status),
    cancellable: isCancellable(vacation, cancellation, today),
    createdAt: vacation.createdAt.toISOString(),
  };
}
