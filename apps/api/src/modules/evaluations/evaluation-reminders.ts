import { addDays } from '@quadro/contract/calendar-days';
import type { EvaluationCycleDates } from '@quadro/contract/evaluation-rules';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { Executor } from '../../db/database.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import * as repository from './evaluation-reminders.repository.ts';
import type { EvaluationCycleRow } from './evaluations.schema.ts';

/** How many days before a stage closes its reminder goes out. */
export const EVALUATION_REMINDER_DAYS = 7;

interface StageReminder {
  stage: repository.ReminderStage;
  closes: keyof EvaluationCycleDates;
  /** Who is reminded: who still has something to do in the stage. */
  recipients: (db: Executor, year: number) => Promise<{ email: string; name: string }[]>;
  page: string;
  subject: (year: number, day: string) => string;
  task: (year: number) => string;
}

const STAGES: StageReminder[] = [
  {
    stage: 'goals',
    closes: 'goalsBy',
    recipients: (db, year) => repository.evaluatorsWith(db, year, 'GoalSetting'),
    page: '/app/manage-evaluations',
    subject: (year, day) => `Quadro: set the ${year} goals by ${day}`,
    task: (year) => `Some members of your teams have no ${year} goals started yet.`,
  },
  {
    stage: 'self',
    closes: 'selfAssessmentBy',
    recipients: (db, year) => repository.membersWith(db, year, 'SelfAssessment'),
    page: '/app/evaluations',
    subject: (year, day) => `Quadro: send your ${year} self-assessment by ${day}`,
    task: (year) => `Your ${year} self-assessment has not been sent yet.`,
  },
  {
    stage: 'evaluator',
    closes: 'evaluatorAssessmentBy',
    recipients: (db, year) => repository.evaluatorsWith(db, year, 'EvaluatorAssessment'),
    page: '/app/manage-evaluations',
    subject: (year, day) => `Quadro: assess your teams' ${year} evaluations by ${day}`,
    task: (year) => `Some ${year} evaluations of your teams wait for your assessment.`,
  },
];

/** The stages of the cycle whose closing day is within the reminder's days from today. */
const closingSoon = (cycle: EvaluationCycleRow, today: string) =>
  STAGES.filter(({ closes }) => {
    const day = cycle[closes];
    return today <= day && day <= addDays(today, EVALUATION_REMINDER_DAYS);
  });

/**
 * Seven days before each closing day of an opened cycle, one mail to each person with something
 * left to do in that stage; each (year, stage) once, whatever the runs and instances (its row in
 * evaluation_reminders is claimed in the mails' transaction). Answers how many were queued.
 */
export async function sendEvaluationReminders(ctx: ServiceContext): Promise<number> {
  const today = companyNow(ctx).date;
  const year = Number(today.slice(0, 4));
  const cycles = await repository.cyclesOf(ctx.db, [year - 1, year]);
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  let queued = 0;
  for (const cycle of cycles) {
    for (const reminder of closingSoon(cycle, today)) {
      await withTransaction(ctx, async (tx) => {
        if (!(await repository.claimReminder(tx.db, cycle.year, reminder.stage))) return;
        const day = formatCalendarDay(cycle[reminder.closes]);
        for (const person of await reminder.recipients(tx.db, cycle.year)) {
          await tx.mail({
            to: person.email,
            subject: reminder.subject(cycle.year, day),
            text: [
              `Hello ${person.name},`,
              '',
              `${reminder.task(cycle.year)} This stage closes on ${day}.`,
              `Open Quadro: ${base}${reminder.page}`,
            ].join('\n'),
          });
          queued += 1;
        }
      });
    }
  }
  return queued;
}

/** Once a day, on one instance. */
export function evaluationReminderJob(ctx: ServiceContext): JobDefinition {
  return {
    name: 'evaluation-reminders',
    period: 'day',
    run: async ({ log }) => {
      log.info({ mails: await sendEvaluationReminders(ctx) }, 'evaluation reminders queued');
    },
  };
}
