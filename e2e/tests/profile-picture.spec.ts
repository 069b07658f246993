import type { Page } from '@playwright/test';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/sign-in.ts';
import { makePng } from './make-png.ts';

const ACCOUNT = 'evaluator@example.com';
const UPLOADED = /\/files\/profile-pictures\//;
const DEFAULT_AVATAR = /\/default-avatar\.svg$/;
// 4:3 like the crop, so the whole image is the crop at zoom 1; the export caps it at 1024 wide.
const PNG = makePng(1280, 960);
const EXPORTED_WIDTH = 1024;

// Only the first test changes the picture, and puts the default back; the others only open the dialog.
test.describe.configure({ mode: 'parallel' });

async function openProfile(page: Page) {
  await signIn(page, ACCOUNT, { at: '/app/my-profile' });
  const avatar = page.getByTestId('profile-avatar');
  await expect(avatar.locator('img')).toBeVisible();
  return avatar;
}

async function avatarAction(page: Page, name: string) {
  await page.getByTestId('profile-avatar').hover();
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseImage(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Change profile picture' });
  await dialog.getByLabel('Choose image').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByTestId('crop-area').locator('img')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
}

test('uploads a cropped picture, shows it, then removes it', async ({ page }) => {
  const avatar = await openProfile(page);
  const headerImage = avatar.locator('img');
  const sidebarImage = page.getByTestId('sidebar-user-name').locator('xpath=..').locator('img');
  await expect(headerImage).toHaveAttribute('src', DEFAULT_AVATAR);
  await avatar.hover();
  await expect(page.getByRole('button', { name: 'Remove profile picture' })).toHaveCount(0);

  const dialog = await avatarAction(page, 'Change profile picture');
  await chooseImage(page);
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuemin', '1');
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuemax', '3');
  const upload = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/profile-picture'),
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const request = await upload;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  await expect(page.getByText(SUCCESS_MESSAGES.profilePictureEdited)).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const image of [headerImage, sidebarImage]) {
    await expect(image).toHaveAttribute('src', UPLOADED);
    // Loaded: a broken or pending <img> has naturalWidth 0.
    await expect(image).toHaveJSProperty('naturalWidth', EXPORTED_WIDTH);
  }
  // The crop went up as JPEG (canvas export), whatever the chosen file was.
  const stored = await page.request.get((await headerImage.getAttribute('src')) as string);
  expect((await stored.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

  const confirm = await avatarAction(page, 'Remove profile picture');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.profilePictureDeleted)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(headerImage).toHaveAttribute('src', DEFAULT_AVATAR);
  await expect(sidebarImage).toHaveAttribute('src', DEFAULT_AVATAR);
  await avatar.hover();
  await expect(page.getByRole('button', { name: 'Remove profile picture' })).toHaveCount(0);
});

test('confirming without an image shows the message; cancelling clears it', async ({ page }) => {
  await openProfile(page);
  let dialog = await avatarAction(page, 'Change profile picture');
  const picker = dialog.getByLabel('Choose image');
  await expect(picker).toHaveAttribute('accept', '.png, .jpeg, .jpg');
  await expect(picker).not.toHaveAttribute('multiple');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(VALIDATION_MESSAGES.selectImageFirst);

  await chooseImage(page);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  dialog = await avatarAction(page, 'Change profile picture');
  await expect(dialog.getByText('avatar.png')).toHaveCount(0);
  await expect(dialog.getByTestId('crop-area').locator('img')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(VALIDATION_MESSAGES.selectImageFirst);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  dialog = await avatarAction(page, 'Change profile picture');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

const SIZES = [
  { name: 'desktop', device: { viewport: { width: 1440, height: 900 } } },
  // A touch phone: no hover, so the avatar shows its actions in a band.
  {
    name: 'phone',
    device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
];

for (const { name, device } of SIZES) {
  test.describe(`${name} screenshots`, () => {
    test.use(device);

    test('change-picture dialog', async ({ page }, testInfo) => {
      const shoot = (file: string) =>
        page.screenshot({
          path: testInfo.outputPath(`${name}-${file}.png`),
          animations: 'disabled',
        });
      await openProfile(page);
      await shoot('avatar');
      const dialog = await avatarAction(page, 'Change profile picture');
      await shoot('picture-dialog-empty');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await shoot('picture-dialog-error');
      await chooseImage(page);
      const zoom = dialog.getByRole('slider', { name: 'Zoom' });
      await zoom.focus();
      await page.keyboard.press('PageUp');
      await expect(zoom).toHaveValue('1.5');
      await shoot('picture-dialog');
    });
  });
}
