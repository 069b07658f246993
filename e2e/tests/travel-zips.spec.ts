import { endpointUrl } from '@quadro/contract/endpoint';
import { KILOMETRE_MAPS_ENDPOINTS } from '@quadro/contract/kilometre-maps.endpoints';
import { unzlibSync } from 'fflate';
import { openMonth } from '../support/company-today.ts';
import { downloadedZip } from '../support/downloaded-zip.ts';
import { expect, test } from '../support/fixtures.ts';
import { hireWithDislocation } from '../support/hire-with-dislocation.ts';
import { bearerOf } from '../support/people.ts';

const PASSWORD = 'Kilometre#2026';
const PLATE = 'AA-11-ZZ';

/** The texts a PDF made with pdf-lib's standard fonts shows: its content streams' `<hex> Tj`. */
function pdfTexts(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const content = Buffer.from(unzlibSync(Buffer.from(stream[1] ?? '', 'latin1'))).toString(
      'latin1',
    );
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      texts.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts;
}

test("finance downloads a month's zip of printed maps; the employee downloads their year", async ({
  pageAs,
  browser,
}) => {
  const monthKey = openMonth();
  const [year, month] = monthKey.split('-').map(Number) as [number, number];
  const hr = await pageAs('hr@example.com');
  const person = await hireWithDislocation(browser, hr, {
    year,
    firstName: 'Zelia',
    password: PASSWORD,
  });

  // The person plans and sends the month; finance approves it.
  const employee = await pageAs(person.email, {
    password: PASSWORD,
    at: `/app/travels?year=${year}`,
  });
  const own = await bearerOf(employee);
  const saved = await employee.request.put(KILOMETRE_MAPS_ENDPOINTS.saveKilometreMap.path, {
    headers: own,
    data: { year, vehiclePlate: PLATE, months: [{ month: monthKey, value: '120.00' }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await employee.request.post(KILOMETRE_MAPS_ENDPOINTS.sendKilometreMonths.path, {
    headers: own,
    data: { months: [monthKey] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { state } = (await sent.json()) as {
    state: { employeeKilometresMap: { months: { month: string; kilometres: string }[] } };
  };
  const kilometres = state.employeeKilometresMap.months.find((item) => item.month === monthKey)
    ?.kilometres as string;
  const finance = await pageAs('financial@example.com');
  const managed = await finance.request.get(
    endpointUrl(KILOMETRE_MAPS_ENDPOINTS.manageKilometreMaps, {
      query: { year, month, search: person.name },
    }),
    { headers: await bearerOf(finance) },
  );
  const [sentMonth] = ((await managed.json()) as { items: { id: string }[] }).items;
  const approved = await finance.request.put(KILOMETRE_MAPS_ENDPOINTS.decideKilometreMonths.path, {
    headers: await bearerOf(finance),
    data: { ids: [sentMonth?.id], decision: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await finance.goto(`/app/manage-travels?year=${year}&month=${month}`);
  const monthZip = await downloadedZip(finance, 'Download month (zip)');
  const entry = `${person.name} ${monthKey} kilometre map.pdf`;
  expect(Object.keys(monthZip)).toContain(entry);
  const printed = pdfTexts(monthZip[entry] as Uint8Array);
  expect(printed).toContain(`Employee: ${person.name}`);
  expect(printed).toContain(`NIF: ${person.taxNumber}`);
  expect(printed).toContain(`Vehicle plate: ${PLATE}`);
  expect(printed).toContain('Monthly value');
  expect(printed).toContain(kilometres.replace('.', ','));
  expect(printed).toContain('120,00 \u0080');

  await employee.reload();
  const yearZip = await downloadedZip(employee, 'Download year (zip)');
  expect(Object.keys(yearZip)).toEqual([entry]);
});
