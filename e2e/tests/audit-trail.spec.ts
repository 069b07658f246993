import { readFile } from 'node:fs/promises';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { signIn } from '../support/sign-in.ts';

const AT = '/app/audit-trail';
const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

test('the administrator finds a refused sign-in, reads its details and exports it', async ({
  page,
}) => {
  const domain = `audit-${Math.random().toString(36).slice(2, 8)}.test`;
  const refused = await page.request.post('/connect/token', {
    form: {
      grant_type: 'password',
      username: `someone@${domain}`,
      password: 'Wrong#2026',
      ...WEB_CLIENT,
    },
  });
  expect(refused.status()).toBe(400);

  await signIn(page, 'admin@example.com', { at: AT });
  await expect(page.getByRole('table', { name: 'Audit entries' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Record', exact: true }).fill(`s***@${domain}`);
  const entries = page.getByRole('table', { name: 'Audit entries' });
  await expect(entries.getByRole('row')).toHaveCount(2);
  const row = entries.getByRole('row').filter({ hasText: 'sign-in.failed' });
  await expect(row.getByRole('cell', { name: 'System or unknown' })).toBeVisible();
  await expect(page).toHaveURL(/entityId=/);

  await row.getByRole('button', { name: /^Details/ }).click();
  const details = page.getByRole('dialog', { name: 'sign-in.failed' });
  const reason = details.getByRole('row').filter({ hasText: 'reason' });
  await expect(reason.getByRole('cell', { name: 'unknown-email' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).split('\r\n');
  expect(lines[0]).toBe('\uFEFFTime,Actor,Action,Record kind,Record,Changes,Request');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`,sign-in.failed,sign-in,s***@${domain},`);
});

test('the page is the administrator’s: HR is shown not found', async ({ page }) => {
  await signIn(page, 'hr@example.com', { at: AT });
  await expect(page.getByText('Oops, Page Not Found :(')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit entries' })).toHaveCount(0);
});

for (const { name, viewport } of SIZES) {
  test(`audit trail screenshot (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'admin@example.com', { at: AT });
    await expect(page.getByRole('table', { name: 'Audit entries' })).toBeVisible();
    await afterPageTransition(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `screenshots/${name}-audit-trail.png`, fullPage: true });
  });
}
