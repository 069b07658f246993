import {
  ALLOWANCE_MANAGERS,
  ALLOWANCE_MESSAGES,
  type AllowanceType,
  wireAllowanceStatus,
} from '@quadro/contract/allowances';
import { defineApprovable } from '../../platform/approvals/approvable-kind.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { allowancePlans } from './allowances.schema.ts';

const MANAGE_PATH = '/app/payments/manage-allowances?status=PENDING_APPROVAL';

/** An allowance plan: finance or admin sends it, another of them decides it (four eyes). */
export const allowancePlanApproval = defineApprovable({
  kind: 'allowance_plans',
  label: 'allowance plan',
  managePath: MANAGE_PATH,
  table: allowancePlans,
  owner: 'employeeId',
  sentBy: 'sentBy',
  deciders: ALLOWANCE_MANAGERS,
  secondLevel: 'allowancePlanSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Allowance plan'),
  alsoSet: ({ now }) => ({ updatedAt: now }),
  mails: {
    sent: ({ items, sender }) => {
      const count = items.length;
      const what = count === 1 ? 'An allowance plan waits' : `${count} allowance plans wait`;
      return {
        subject: `${what} for your approval`,
        lines: [
          `${sender.name} sent ${count === 1 ? 'an allowance plan' : `${count} allowance plans`} to approval.`,
        ],
        link: { label: 'Decide in Quadro', path: MANAGE_PATH },
      };
    },
    decided: ({ item }) => {
      const decided = ALLOWANCE_MESSAGES.decided(
        item.allowance as AllowanceType,
        item.year,
        wireAllowanceStatus(item.status) as 'APPROVED' | 'REJECTED',
      );
      return {
        subject: decided,
        lines: [decided],
        link: { label: 'See it in Quadro', path: '/app/payments/allowances' },
      };
    },
  },
});
