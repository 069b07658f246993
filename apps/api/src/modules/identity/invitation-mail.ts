import type { MailMessage } from '../../platform/mail/queue-mail.ts';

export function invitationMail(user: { name: string; email: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: 'Quadro: welcome, choose your password',
    text: [
      `Hello ${user.name},`,
      '',
      'HR created your account in Quadro, the company portal.',
      'Open this link within 7 days to choose your password, then sign in with this e-mail:',
      link,
      '',
      'If the link expired, use "Forgot Password" on the sign-in page.',
    ].join('\n'),
  };
}
