import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts.ts';

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}
