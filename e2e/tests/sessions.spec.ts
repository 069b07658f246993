import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Nobody else signs in as Rui in the browser tests: his sessions are this file's.
const RUI = 'rui.lopes@example.com';

// Each test signs a different person out.
test.describe.configure({ mode: 'parallel' });

test('where you are signed in: another browser is signed out from here, this one goes on', async ({
  pageAs,
}) => {
  const phone = await pageAs(RUI, { viewport: { width: 390, height: 844 } });
  const laptop = await pageAs(RUI, { at: '/app/my-profile' });

  const sessions = laptop.getByRole('list', { name: "Where you're signed in" });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await expect(sessions.getByText(/^From /).first()).toBeVisible();
  expect(await axeViolations(laptop)).toEqual([]);

  await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await laptop
    .getByRole('dialog', { name: 'Sign out everywhere else?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(laptop.getByText('You were signed out of 1 other session.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The phone's access token stops within seconds and its refresh token is gone: sign in again.
  await expect(async () => {
    await phone.goto('/app/my-profile');
    await expect(phone).toHaveURL(/\/login$/, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await laptop.reload();
  await expect(laptop.getByRole('list', { name: "Where you're signed in" })).toBeVisible();
});

test('HR signs an employee out everywhere from the employee page', async ({ pageAs }) => {
  const employee = await pageAs('helena.cardoso@example.com');
  const hr = await pageAs('hr@example.com', { at: '/app/employees?search=Helena' });
  await hr.getByRole('link', { name: 'Helena Cardoso' }).first().click();
  await hr.getByRole('button', { name: 'Sign out everywhere' }).click();
  await hr
    .getByRole('dialog', { name: 'Sign Helena Cardoso out everywhere?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(hr.getByText(/1 session of Helena Cardoso ended\./)).toBeVisible();
  await expect(async () => {
    await employee.goto('/app/my-profile');
    await expect(employee).toHaveURL(/\/login$/, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
});
