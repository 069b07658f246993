import type { MailMessage } from '../../platform/mail/queue-mail.ts';

/** Tells the person HR turned their two-factor sign-in off (a lost phone), and what comes next. */
export function twoFactorResetMail(
  user: { name: string; email: string },
  by: { name: string } | undefined,
  required: boolean,
): MailMessage {
  return {
    to: user.email,
    subject: 'Quadro: your two-factor sign-in was reset',
    text: [
      `Hello ${user.name},`,
      '',
      `${by ? by.name : 'HR'} turned off the two-factor sign-in of your Quadro account: your authenticator app and your recovery codes no longer work.`,
      required
        ? 'Your profile requires it: sign in with your e-mail and password, and Quadro asks you to set it up again with your new phone.'
        : 'You now sign in with your e-mail and password alone; turn it on again from your profile when you have your new phone.',
      '',
      'If you did not ask HR for this, tell them at once.',
    ].join('\n'),
  };
}
