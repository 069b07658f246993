import { VACATION_APPROVERS, type VacationItemKind } from '@quadro/contract/vacations';
import {
  type ApprovalMailText,
  type DecidedMailText,
  defineApprovable,
} from '../../platform/approvals/approvable-kind.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { type MailPeriod, periodText } from './vacation-period-text.ts';
import { listPeriods, markCancelled } from './vacations.repository.ts';
import { vacationCancellations, vacations } from './vacations.schema.ts';

const MANAGE_PATH = '/app/manage-vacations';
const EMPTY: MailPeriod = { start: '', end: '', halfDay: false };

function requestedText(
  employeeName: string,
  kind: VacationItemKind,
  period: MailPeriod,
): ApprovalMailText {
  const what = kind === 'Request' ? 'vacation' : 'cancellation of the vacation';
  return {
    subject: `${employeeName} asks for the ${what} of ${periodText(period)}`,
    lines: [`${employeeName} asks for the ${what} of ${periodText(period)}.`],
    link: { label: 'Decide it in Quadro', path: MANAGE_PATH },
  };
}

function decidedText(
  kind: VacationItemKind,
  period: MailPeriod,
  approved: boolean,
): DecidedMailText {
  const what = kind === 'Request' ? 'vacation' : 'cancellation of your vacation';
  const outcome = approved ? 'approved' : 'rejected';
  return {
    subject: `your ${what} of ${periodText(period)} was ${outcome}`,
    lines: [`Your ${what} of ${periodText(period)} was ${outcome}.`],
    link: { label: 'Your vacations', path: '/app/vacations' },
  };
}

const periodOf = (vacation: typeof vacations.$inferSelect): MailPeriod => ({
  start: vacation.startDate,
  end: vacation.endDate,
  halfDay: vacation.halfDay,
});

/** A vacation request: its employee sends it; hr, admin or cto decide it. */
export const vacationApproval = defineApprovable({
  kind: 'vacations',
  label: 'vacation',
  managePath: MANAGE_PATH,
  table: vacations,
  owner: 'employeeId',
  deciders: VACATION_APPROVERS,
  secondLevel: 'vacationSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Vacation'),
  mails: {
    sent: ({ items: [vacation], sender }) =>
      requestedText(sender.name, 'Request', vacation ? periodOf(vacation) : EMPTY),
    decided: ({ item, approved }) => decidedText('Request', periodOf(item), approved),
  },
});

/**
 * The cancellation of an approved vacation not yet started: decided like a request, by the same
 * people; approving it gives the days back.
 */
export const vacationCancellationApproval = defineApprovable<
  typeof vacationCancellations,
  MailPeriod
>({
  kind: 'vacation_cancellations',
  label: 'cancellation',
  managePath: MANAGE_PATH,
  table: vacationCancellations,
  owner: 'employeeId',
  deciders: VACATION_APPROVERS,
  secondLevel: 'vacationSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Cancellation'),
  mailFacts: async (db, cancellations) => {
    const periods = await listPeriods(
      db,
      cancellations.map((cancellation) => cancellation.vacationId),
    );
    const byVacation = new Map(periods.map((period) => [period.id, period]));
    return new Map(
      cancellations.map((cancellation) => [
        cancellation.id,
        byVacation.get(cancellation.vacationId) ?? EMPTY,
      ]),
    );
  },
  mails: {
    sent: ({ items: [cancellation], facts, sender }) =>
      requestedText(
        sender.name,
        'Cancellation',
        (cancellation && facts.get(cancellation.id)) ?? EMPTY,
      ),
    decided: ({ facts, approved }) => decidedText('Cancellation', facts, approved),
  },
  afterDecision: async (tx, cancellation, approved) => {
    if (approved) await markCancelled(tx.db, cancellation.vacationId, tx.clock.now());
  },
});
