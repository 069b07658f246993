import { RESET_CODE_TTL_MINUTES } from '@quadro/contract/oauth';
import type { MailMessage } from '../../platform/mail/queue-mail.ts';

export function resetPasswordMail(
  user: { name: string; email: string },
  link: string,
): MailMessage {
  return {
    to: user.email,
    subject: 'Quadro: reset your password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your Quadro account.',
      `Open this link within ${RESET_CODE_TTL_MINUTES} minutes to choose a new password:`,
      link,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
