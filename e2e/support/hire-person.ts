import type { Browser, Page } from '@playwright/test';
import type { EmployeeRecord } from '@quadro/contract/employees';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { expect } from './fixtures.ts';
import { freshNif } from './fresh-nif.ts';
import { waitForResetLink } from './outbox.ts';
import { bearerOf } from './people.ts';

/** Letters only, so the name is a person's and no other run's: 'qkzt'. */
const freshLetters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

export interface HiredPerson {
  id: string;
  name: string;
  email: string;
  taxNumber: string;
}

/**
 * HR hires a person of the test's own (so no other spec's data moves) named `firstName` and a
 * fresh surname, an employee from `startDate`, who chooses `password` through the mailed link.
 */
export async function hirePerson(
  browser: Browser,
  hr: Page,
  options: { firstName: string; password: string; startDate: string },
): Promise<HiredPerson> {
  const letters = freshLetters();
  const name = `${options.firstName} ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
  const email = `${options.firstName.toLowerCase()}.${letters}@example.com`;
  const taxNumber = freshNif();
  const createdAt = Date.now();
  const created = await hr.request.post(PEOPLE_ENDPOINTS.createEmployee.path, {
    headers: await bearerOf(hr),
    data: {
      name,
      email,
      profiles: ['employee'],
      start_date: options.startDate,
      contract_type: 'permanent',
      job_title: 'Field Consultant',
      working_weekdays: [1, 2, 3, 4, 5],
      daily_hours: '8',
      tax_number: taxNumber,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as EmployeeRecord;

  const link = await waitForResetLink(email, createdAt);
  // A browser of their own: HR's remembered session would take the link's page straight to /app.
  const reset = await browser.newPage();
  await reset.goto(link);
  await reset.getByLabel('New Password', { exact: true }).fill(options.password);
  await reset.getByLabel('Confirm Password', { exact: true }).fill(options.password);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByRole('heading', { name: 'Your password has changed!' })).toBeVisible();
  await reset.context().close();
  return { id, name, email, taxNumber };
}
