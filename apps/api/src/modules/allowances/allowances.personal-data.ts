import { eq, getTableColumns } from 'drizzle-orm';
import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { allowanceInstalments, allowancePlans } from './allowances.schema.ts';

export const ALLOWANCES_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'allowance-plans.json',
      about: 'Your holiday and Christmas allowance plans: amount, schedule and status.',
      table: allowancePlans,
      by: [allowancePlans.employeeId],
    }),
    {
      file: 'allowance-instalments.json',
      about: 'The monthly instalments of your allowance plans.',
      covers: [allowancePlans.employeeId],
      read: (executor, personId) =>
        executor
          .select(getTableColumns(allowanceInstalments))
          .from(allowanceInstalments)
          .innerJoin(allowancePlans, eq(allowancePlans.id, allowanceInstalments.planId))
          .where(eq(allowancePlans.employeeId, personId)),
    },
  ],
};
