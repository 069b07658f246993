import type { Page } from '@playwright/test';
import { PROVISIONING_MESSAGES } from '@quadro/contract/provisioning';
import { SSO_PROVIDER } from '../playwright.config.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hirePerson } from '../support/hire-person.ts';
import { afterPageTransition } from '../support/page-transition.ts';

const SCIM_JSON = 'application/scim+json';
const PASSWORD = 'Provision#2026';

const scimHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': SCIM_JSON,
  accept: SCIM_JSON,
});

/** HR's new token, read from the dialog that shows it this once. */
async function createToken(hr: Page, name: string): Promise<string> {
  await hr.getByRole('button', { name: 'New token' }).click();
  const dialog = hr.getByRole('dialog', { name: 'New token' });
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Provider')).toHaveText(SSO_PROVIDER.name);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(PROVISIONING_MESSAGES.tokenCreated)).toBeVisible();
  const token = (await dialog.getByRole('status', { name: 'New SCIM token' }).textContent()) ?? '';
  expect(token.length).toBeGreaterThan(20);
  return token;
}

test('HR’s token lets the provider deactivate a signed-in person at once; revoked, it is refused', async ({
  browser,
  pageAs,
  request,
}) => {
  const hr = await pageAs('hr@example.com', { at: '/app/system-parameters' });
  const section = hr.getByRole('region', { name: 'Provisioning (SCIM)' });
  await expect(section.getByText(/^http:\/\/localhost:\d+\/scim\/v2$/)).toBeVisible();
  const name = `Quadro ID directory ${Date.now()}`;
  const token = await createToken(hr, name);
  await hr.getByRole('dialog', { name: 'New token' }).getByRole('button', { name: 'Done' }).click();
  const row = section.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(SSO_PROVIDER.name);
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Sofia Almeida');

  await section.scrollIntoViewIfNeeded();
  expect(await axeViolations(hr)).toEqual([]);
  for (const [size, viewport] of Object.entries({
    desktop: { width: 1440, height: 900 },
    phone: { width: 390, height: 844 },
  })) {
    await hr.setViewportSize(viewport);
    await section.scrollIntoViewIfNeeded();
    await afterPageTransition(hr);
    await section.screenshot({ path: `screenshots/${size}-settings-scim.png` });
  }
  await hr.setViewportSize({ width: 1440, height: 900 });

  // A person of this test's own, signed in in a browser of theirs.
  const person = await hirePerson(browser, hr, {
    firstName: 'Scim',
    password: PASSWORD,
    startDate: '2025-01-02',
  });
  const browserOfPerson = await pageAs(person.email, { password: PASSWORD, at: '/app/my-profile' });

  // The provider deactivates them (RFC 7644 PATCH): the account is disabled, every session ends.
  const deactivated = await request.patch(`/scim/v2/Users/${person.id}`, {
    headers: scimHeaders(token),
    data: {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    },
  });
  expect([200, 204], await deactivated.text()).toContain(deactivated.status());
  const read = await request.get(`/scim/v2/Users/${person.id}`, { headers: scimHeaders(token) });
  expect(((await read.json()) as { active: boolean }).active).toBe(false);
  await expect(async () => {
    await browserOfPerson.goto('/app/my-profile');
    await expect(browserOfPerson).toHaveURL(/\/login$/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });

  // HR sees the token's use, then revokes it: the provider is refused from then on.
  await hr.reload();
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: `Revoke: ${name}` }).click();
  await hr
    .getByRole('dialog', { name: `Revoke ${name}?` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(hr.getByText(PROVISIONING_MESSAGES.tokenRevoked)).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  const refused = await request.get(`/scim/v2/Users/${person.id}`, {
    headers: scimHeaders(token),
  });
  expect(refused.status()).toBe(401);
});
