import type { Executor } from '../../db/database.ts';
import { mailOutbox } from './outbox.schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Pass the transaction of the change that causes the mail, so both land or neither does. */
export async function queueMail(executor: Executor, message: MailMessage): Promise<void> {
  await executor.insert(mailOutbox).values(message);
}
