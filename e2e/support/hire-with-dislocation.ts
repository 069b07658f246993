import type { Browser, Page } from '@playwright/test';
import { CONTRACTS_ENDPOINTS } from '@quadro/contract/contracts.endpoints';
import { expect } from './fixtures.ts';
import { hirePerson } from './hire-person.ts';
import { bearerOf } from './people.ts';

/**
 * HR hires a person of the test's own (hirePerson) with a contract from the day before `year` and
 * a dislocation allowance of 300 € from its January; the person chooses `password` through the
 * mailed link.
 */
export async function hireWithDislocation(
  browser: Browser,
  hr: Page,
  options: { year: number; firstName: string; password: string },
): Promise<{ name: string; email: string; taxNumber: string }> {
  const startDate = `${options.year - 1}-12-31`;
  const { id, name, email, taxNumber } = await hirePerson(browser, hr, {
    firstName: options.firstName,
    password: options.password,
    startDate,
  });
  const headers = await bearerOf(hr);
  const contract = await hr.request.post(CONTRACTS_ENDPOINTS.addContract.path, {
    headers,
    data: { employee_id: id, type: 'permanent', started_at: startDate, salary: '1800.00' },
  });
  expect(contract.status(), await contract.text()).toBe(201);
  const salary = await hr.request.post(CONTRACTS_ENDPOINTS.addSalary.path, {
    headers,
    data: {
      employee_id: id,
      base_salary: '1800.00',
      dislocation: '300.00',
      effective_date: `${options.year}-01-01`,
    },
  });
  expect(salary.status(), await salary.text()).toBe(201);
  return { name, email, taxNumber };
}
