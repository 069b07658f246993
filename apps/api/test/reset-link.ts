import assert from 'node:assert/strict';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/platform/mail/outbox.schema.ts';
import type { TestApp } from './test-app.ts';

const RESET_LINK = /(\S+)\/reset-password\/([0-9a-f-]{36})\/(\S+)/;

/** Asks for a reset through the real endpoint and reads the link back from the queued mail. */
export async function requestResetLink(t: TestApp, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/account/ForgotPassword',
    payload: { email, ...WEB_CLIENT },
  });
  assert.equal(response.statusCode, 204, response.body);
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  assert.ok(mail, 'a reset mail is queued');
  const [, origin = '', userId = '', code = ''] = RESET_LINK.exec(mail.text) ?? [];
  assert.ok(code, mail.text);
  return { origin, userId, code };
}
