import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { formatCalendarDay, formatPickerDate } from '@quadro/contract/formatting';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { expect, test } from '../support/fixtures.ts';
import { bearerOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

// Each test changes only its own person: Beatriz's profile, João's password.
test.describe.configure({ mode: 'parallel' });

test('my profile shows the header and edits the profile', async ({ page }) => {
  await signIn(page, 'beatriz.carvalho@example.com', { at: '/app/my-profile' });
  await expect(page.getByRole('heading', { name: 'Beatriz Carvalho' })).toBeVisible();
  await expect(page.getByText('beatriz.carvalho@example.com')).toBeVisible();
  await expect(page.getByTestId('profile-cover')).toBeVisible();
  const response = await page.request.get(ACCOUNTS_ENDPOINTS.getOwnAccount.path, {
    headers: await bearerOf(page),
  });
  const account = (await response.json()) as { birthdate: string; start_date: string };
  // Calendar days read as pt-PT (22/11/2026), never as ISO.
  await expect(page.getByText(formatCalendarDay(account.birthdate), { exact: true })).toBeVisible();
  await expect(
    page.getByText(formatCalendarDay(account.start_date), { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  // The date field reads the day back as spec §5's pickers write it.
  await expect(
    dialog.getByText(formatPickerDate(account.birthdate), { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('Birth Date').fill('1990-03-02');
  await expect(dialog.getByText('March 2nd, 1990', { exact: true })).toBeVisible();
  await dialog.getByLabel('Nickname').fill('Bia');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.profileEdited)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bia', { exact: true })).toBeVisible();
  await expect(page.getByText('02/03/1990', { exact: true })).toBeVisible();
});

test('change password: untouched form, wrong password, success', async ({ page }) => {
  await signIn(page, 'joao.pereira@example.com', { at: '/app/my-profile' });
  const openDialog = async () => {
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    return page.getByRole('dialog', { name: 'Change Password' });
  };
  let dialog = await openDialog();
  await expect(dialog.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();

  await dialog.getByLabel('Current Password', { exact: true }).fill('Not#The2026');
  await dialog.getByLabel('New Password', { exact: true }).fill('Changed#2026');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Changed#2026');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  dialog = await openDialog();
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByLabel('Current Password', { exact: true }).fill('Demo#2026');
  await dialog.getByLabel('New Password', { exact: true }).fill('Changed#2026');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Changed#2026');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.passwordChanged)).toBeVisible();
  await expect(dialog).toBeHidden();
});
