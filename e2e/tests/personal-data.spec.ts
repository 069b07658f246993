import { axeViolations } from '../support/axe.ts';
import { downloadedZip } from '../support/downloaded-zip.ts';
import { expect, test } from '../support/fixtures.ts';
import { personIdOf } from '../support/people.ts';

const WIDTHS = [1440, 390];

const profileIn = (zip: Record<string, Uint8Array>) =>
  (JSON.parse(new TextDecoder().decode(zip['profile.json'])) as Array<{ email: string }>)[0];

for (const width of WIDTHS) {
  test(`HR exports a person's data from the employee page (${width} px)`, async ({ pageAs }) => {
    const hr = await pageAs('hr@example.com', { viewport: { width, height: 900 } });
    await hr.goto(`/app/employees/${await personIdOf(hr, 'Ana Ferreira')}`);
    await expect(hr.getByRole('heading', { name: 'Ana Ferreira' })).toBeVisible();
    expect(await axeViolations(hr)).toEqual([]);
    const zip = await downloadedZip(hr, 'Export personal data');
    expect(profileIn(zip)?.email).toBe('employee@example.com');
    expect(new TextDecoder().decode(zip['README.txt'])).toContain('vacations.json: ');
  });

  test(`a person downloads their own data from their profile (${width} px)`, async ({ pageAs }) => {
    const ana = await pageAs('employee@example.com', {
      at: '/app/my-profile',
      viewport: { width, height: 900 },
    });
    await expect(ana.getByRole('heading', { name: 'Your data' })).toBeVisible();
    expect(await axeViolations(ana)).toEqual([]);
    const zip = await downloadedZip(ana, 'Download my data');
    expect(profileIn(zip)?.email).toBe('employee@example.com');
    expect(Object.keys(zip)).toContain('sessions.json');
  });
}
