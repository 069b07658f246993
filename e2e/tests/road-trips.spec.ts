import { ROAD_TRIP_MESSAGES } from '@quadro/contract/road-trips';
import { UPLOAD_MESSAGES } from '@quadro/contract/uploads';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { makeJpeg, makeTextPdf } from './travel-receipt-files.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Letters only, so the destination is this run's own: 'Coimbra Qkztab'. */
const freshDestination = () => {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `Coimbra ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
};

test('a road trip by own car with a real PDF and a real JPEG receipt, sent, approved by finance', async ({
  pageAs,
}) => {
  const year = new Date().getFullYear();
  const destination = freshDestination();
  const tripName = `${destination}, 14/03/${year} – 15/03/${year}`;
  const employee = await pageAs('employee@example.com', { at: `/app/travels?year=${year}` });
  const section = employee.getByRole('region', { name: 'Road trips' });
  await section.getByRole('button', { name: 'Add road trip' }).click();

  const dialog = employee.getByRole('dialog', { name: 'New road trip' });
  const trip = dialog.getByRole('form', { name: 'Road trip' });
  await trip.getByLabel('Start date').fill(`${year}-03-14`);
  await trip.getByLabel('End date').fill(`${year}-03-15`);
  await trip.getByLabel('Destination').fill(destination);
  await trip.getByLabel('Purpose').fill('Kick-off with the client');
  await trip.getByLabel('Kilometres (own car)').fill('12.34');
  await dialog.getByRole('button', { name: 'Add trip' }).click();
  await expect(trip.getByText(ROAD_TRIP_MESSAGES.kilometres)).toBeVisible();
  await expect(trip.getByText(ROAD_TRIP_MESSAGES.clientRequired)).toBeVisible();
  // Picked from lists: every client, and only the projects Ana is on (Core Banking's team).
  await trip.getByRole('combobox', { name: 'Client' }).click();
  await employee.getByRole('option', { name: 'Banco Atlântico' }).click();
  await trip.getByRole('combobox', { name: 'Project (optional)' }).click();
  await expect(employee.getByRole('option')).toHaveText(['Core Banking Modernisation']);
  await employee.getByRole('option', { name: 'Core Banking Modernisation' }).click();
  await expect(trip.getByText(ROAD_TRIP_MESSAGES.clientRequired)).toHaveCount(0);
  expect(await axeViolations(employee)).toEqual([]);
  await trip.getByLabel('Kilometres (own car)').fill('410,5');
  await dialog.getByRole('button', { name: 'Add trip' }).click();
  await expect(employee.getByText(ROAD_TRIP_MESSAGES.created)).toBeVisible();

  const saved = employee.getByRole('dialog', { name: `Road trip to ${destination}` });
  const receipt = saved.getByRole('form', { name: 'New receipt' });
  const file = receipt.getByLabel('Receipt file (PDF, PNG or JPEG, up to 10 MB)');

  // A file that is not what it says: refused under the file, what was typed stays.
  await file.setInputFiles({
    name: 'fuel.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n<html><body>not a receipt</body></html>\n'),
  });
  await receipt.getByLabel('Receipt date').fill(`${year}-03-14`);
  await receipt.getByLabel('Amount').fill('52,17');
  await receipt.getByRole('button', { name: 'Add receipt' }).click();
  await expect(receipt.getByText(UPLOAD_MESSAGES.pdfUnreadable)).toBeVisible();
  await expect(receipt.getByLabel('Amount')).toHaveValue('52,17');

  // A real PDF with text: its date and total are filled in for the person to check.
  await receipt.getByLabel('Amount').fill('');
  await file.setInputFiles({
    name: 'fuel.pdf',
    mimeType: 'application/pdf',
    buffer: makeTextPdf([
      'Area de servico Pombal',
      `Data: 14/03/${year}`,
      'Gasoleo 30 L',
      'TOTAL A PAGAR 52,17 EUR',
    ]),
  });
  await expect(receipt.getByText(/Filled in from the PDF: date 14\/03\//)).toBeVisible();
  await expect(receipt.getByLabel('Amount')).toHaveValue('52.17');
  expect(await axeViolations(employee)).toEqual([]);
  await receipt.getByRole('button', { name: 'Add receipt' }).click();
  await expect(employee.getByText(ROAD_TRIP_MESSAGES.receiptAdded)).toBeVisible();
  const receipts = saved.getByRole('table', { name: `Receipts of the trip to ${destination}` });
  await expect(receipts.getByRole('row')).toHaveCount(2);
  await expect(receipts).toBeInViewport();

  // A JPEG in pounds: the rate of its day is asked for, and the euros are exact to the cent.
  await file.setInputFiles({ name: 'hotel.jpg', mimeType: 'image/jpeg', buffer: makeJpeg() });
  await receipt.getByLabel('Receipt date').fill(`${year}-03-14`);
  await receipt.getByLabel('Category').click();
  await employee.getByRole('option', { name: 'Lodging' }).click();
  await receipt.getByLabel('Currency').fill('GBP');
  await receipt.getByLabel('Amount').fill('100');
  await receipt.getByRole('button', { name: 'Add receipt' }).click();
  await expect(receipt.getByText('Required')).toBeVisible();
  await receipt.getByLabel('Exchange rate (€ per unit)').fill('1,165005');
  await receipt.getByRole('button', { name: 'Add receipt' }).click();
  await expect(receipts.getByRole('row')).toHaveCount(3);
  await expect(receipts.getByText('116,50\u00a0€')).toBeVisible();
  await expect(receipts.getByText('at 1,165005 €/GBP')).toBeVisible();
  // The toasts close by themselves (8 s): the screenshots show the dialog alone.
  await expect(employee.getByText(ROAD_TRIP_MESSAGES.receiptAdded)).toHaveCount(0);
  for (const { name, viewport } of SIZES) {
    await employee.setViewportSize(viewport);
    await afterPageTransition(employee);
    await receipts.evaluate((table) => table.scrollIntoView({ block: 'start' }));
    await employee.screenshot({ path: `../docs/screenshots/road-trip-dialog-${name}.png` });
  }
  await employee.setViewportSize(SIZES[0]?.viewport as { width: number; height: number });
  await saved.getByRole('button', { name: 'Close' }).last().click();

  const row = section.getByRole('row', { name: new RegExp(destination) });
  await expect(row.getByText('168,67\u00a0€')).toBeVisible();
  await expect(row.getByText('Banco Atlântico · Core Banking Modernisation')).toBeVisible();
  await expect(row.getByText('Own car, 410,5\u00a0km')).toBeVisible();
  await section.getByRole('checkbox', { name: `Pick ${tripName}` }).check();
  await section.getByRole('button', { name: 'Send to approval (1)' }).click();
  await employee
    .getByRole('dialog', { name: 'Send this road trip to approval?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(employee.getByText(ROAD_TRIP_MESSAGES.sent)).toBeVisible();
  await expect(row.getByText('Pending Approval')).toBeVisible();
  expect(await axeViolations(employee)).toEqual([]);

  const finance = await pageAs('financial@example.com', {
    at: `/app/manage-travels?view=road-trips&year=${year}&status=PendingApproval&search=Ana`,
  });
  const queue = finance.getByRole('table', { name: 'Road trips' });
  const managed = queue.getByRole('row', { name: new RegExp(destination) });
  await expect(managed).toBeVisible();
  expect(await axeViolations(finance)).toEqual([]);
  await managed.getByRole('button', { name: /^Receipts:/ }).click();
  const opened = finance.getByRole('dialog', { name: new RegExp(destination) });
  await expect(opened.getByRole('button', { name: 'fuel.pdf' })).toBeVisible();
  await expect(opened.getByRole('button', { name: 'hotel.jpg' })).toBeVisible();
  await expect(opened.getByText('Kick-off with the client')).toBeVisible();
  await expect(opened.getByText('Banco Atlântico · Core Banking Modernisation')).toBeVisible();
  expect(await axeViolations(finance)).toEqual([]);
  await opened.getByRole('button', { name: 'Approve' }).click();
  await finance
    .getByRole('dialog', { name: 'Approve this road trip?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(finance.getByText(ROAD_TRIP_MESSAGES.approved)).toBeVisible();

  await employee.reload();
  await expect(row.getByText('Approved')).toBeVisible();

  for (const { name, viewport } of SIZES) {
    for (const [who, path, file] of [
      ['employee@example.com', `/app/travels?year=${year}`, 'road-trips'],
      [
        'financial@example.com',
        `/app/manage-travels?view=road-trips&year=${year}`,
        'manage-road-trips',
      ],
    ] as const) {
      const page = await pageAs(who, { at: path, viewport });
      await expect(page.getByRole('table', { name: /road trips/i }).first()).toBeVisible();
      await afterPageTransition(page);
      await page.screenshot({ path: `../docs/screenshots/${file}-${name}.png`, fullPage: true });
    }
  }
});

test('finance lists the trips whose old text named no client and links one to its client and project', async ({
  pageAs,
}) => {
  // The demo's trip to London (two months ago) kept its text 'Northwind Ltd', as the migration
  // leaves a trip whose text names no client exactly.
  const then = new Date();
  then.setMonth(then.getMonth() - 2);
  const finance = await pageAs('financial@example.com', {
    at: `/app/manage-travels?view=road-trips&year=${then.getFullYear()}`,
  });
  await expect(finance.getByRole('status').getByText(/Client not linked: \d+/)).toBeVisible();
  await finance.getByRole('combobox', { name: 'Client' }).click();
  await finance.getByRole('option', { name: 'Client not linked' }).click();
  await expect(finance).toHaveURL(/link=unlinked/);
  const queue = finance.getByRole('table', { name: 'Road trips' });
  const rows = queue.getByRole('row', { name: /Client not linked: Northwind Ltd/ });
  const before = await rows.count();
  expect(before).toBeGreaterThan(0);
  const first = rows.first();
  const label =
    (await first.getByRole('button', { name: /^Link client:/ }).getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: /^Link client:/ }).click();

  const dialog = finance.getByRole('dialog', { name: /^Link / });
  await expect(dialog.getByText('Northwind Ltd')).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Client and project' });
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(form.getByText(ROAD_TRIP_MESSAGES.clientRequired)).toBeVisible();
  // Finance may pick any project: picking it picks its client.
  await form.getByRole('combobox', { name: 'Project (optional)' }).click();
  await finance.getByRole('option', { name: 'Fleet Tracking' }).click();
  await expect(form.getByRole('combobox', { name: 'Client' })).toHaveValue('Retalho Verde');
  expect(await axeViolations(finance)).toEqual([]);
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(finance.getByText(ROAD_TRIP_MESSAGES.linked)).toBeVisible();
  await expect(queue.getByRole('button', { name: label })).toHaveCount(0);
  await expect(rows).toHaveCount(before - 1);
});
