import { formatMonth } from '@quadro/contract/formatting';
import type { MailMessage } from '../../platform/mail/queue-mail.ts';

export interface OwedMap {
  month: string;
  status: string;
}

function lineOf(owed: OwedMap): string {
  return owed.status === 'InModification'
    ? `- Your work map for ${formatMonth(owed.month)} is In Modification: change it and send it to approval again.`
    : `- Your work map for ${formatMonth(owed.month)} has not been created yet.`;
}

/** One mail per employee listing every map they still owe, with a link to their work maps. */
export function workMapReminderMail(
  person: { name: string; email: string },
  owed: readonly OwedMap[],
  link: string,
): MailMessage {
  return {
    to: person.email,
    subject: 'Quadro: your work maps need attention',
    text: [
      `Hello ${person.name},`,
      '',
      ...owed.map(lineOf),
      '',
      `Open your work maps: ${link}`,
    ].join('\n'),
  };
}
