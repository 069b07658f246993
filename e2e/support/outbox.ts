import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR } from '../playwright.config.ts';

const OUTBOX = path.join(DATA_DIR, 'outbox');
const RESET_LINK = /\/reset-password\/[^\s"<>]+/;

/** Undoes quoted-printable soft line breaks and escapes, which may split a long link. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

async function newestMailTo(
  recipient: string,
  after: number,
  holding?: RegExp,
): Promise<string | undefined> {
  const files = await readdir(OUTBOX).catch(() => []);
  const mails = files
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of mails) {
    const text = decodeQuotedPrintable(await readFile(path.join(OUTBOX, file), 'utf8'));
    const sentAt = Date.parse(/^Date: (.+)$/m.exec(text)?.[1] ?? '');
    if (holding && !holding.test(text)) continue;
    if (text.includes(recipient) && !(sentAt < after - 1000)) return text;
  }
  return undefined;
}

/** Waits for the reset mail the API writes to $QUADRO_DATA_DIR/outbox and returns its link path. */
export async function waitForResetLink(recipient: string, after: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await newestMailTo(recipient, after))?.match(RESET_LINK)?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return link as string;
}

/** Waits for a mail to `recipient` (sent after `after`, epoch ms) holding `pattern`; its match. */
export async function waitForMailLink(
  recipient: string,
  pattern: RegExp,
  after: number,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await newestMailTo(recipient, after, pattern))?.match(pattern)?.[0];
        return link;
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBeDefined();
  return link as string;
}
