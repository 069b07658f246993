import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  TRANSPORT_MESSAGES,
  transportListSchema,
  transportResultSchema,
} from '@quadro/contract/transports';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { type AuthHeaders, type Method, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { DEMO_TRANSPORTS, seedDemoTransports } from './transports.seed.ts';

describe('/api/transports', () => {
  let t: TestApp;
  let hr: AuthHeaders;
  let employee: AuthHeaders;
  const list = async (headers: AuthHeaders = hr, search?: string) => {
    const url = search === undefined ? '/api/transports' : `/api/transports?search=${search}`;
    const response = await t.app.inject({ url, headers });
    assert.equal(response.statusCode, 200, response.body);
    return transportListSchema.parse(response.json());
  };
  const { call } = routeClient(() => t);
  /** HR's calls unless told otherwise. */
  const send = (method: Method, url: string, payload?: object, headers = hr) =>
    call(method, url, headers, payload);
  const fieldsOf = (body: { fields?: { field: string; message: string }[] }) => body.fields ?? [];

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
    employee = await t.authAs('employee@example.com');
  });
  after(() => t.close());

  it('seeds the demo catalogue once, however often the seed runs', async () => {
    const before = await list();
    for (const demo of DEMO_TRANSPORTS) {
      const entries = before.filter(
        (entry) => entry.operator === demo.operator && entry.passType === demo.passType,
      );
      assert.equal(entries.length, 1, `${demo.operator} – ${demo.passType}`);
      assert.equal(entries[0]?.monthlyPrice, demo.monthlyPrice);
    }
    await seedDemoTransports(t.database.db);
    assert.equal((await list()).length, before.length);
  });

  it('lets employees and trainees read the catalogue for their suggestions, and no other staff', async () => {
    const byEmployee = await list(employee);
    assert.ok(byEmployee.length >= DEMO_TRANSPORTS.length);
    assert.ok((await list(await t.authAs('trainee@example.com'))).length >= DEMO_TRANSPORTS.length);
    assert.ok((await list(await t.authAs('admin@example.com'))).length >= DEMO_TRANSPORTS.length);
    const byFinance = await t.app.inject({
      url: '/api/transports',
      headers: await t.authAs('financial@example.com'),
    });
    assert.equal(byFinance.statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/transports' })).statusCode, 401);
  });

  it('finds entries by operator or pass type, ignoring case and accents; wildcards are literal', async () => {
    const ferroviario = await list(hr, 'FERROVIARIO');
    assert.deepEqual(
      ferroviario.map((entry) => entry.passType),
      ['Passe Ferroviário Verde'],
    );
    const andante = await list(employee, 'andante');
    assert.ok(andante.length >= 2);
    assert.ok(andante.every((entry) => `${entry.operator} ${entry.passType}`.includes('Andante')));
    assert.deepEqual(await list(hr, encodeURIComponent('%')), []);
    assert.equal((await list(hr, '')).length, (await list()).length);
  });

  it('adds an entry with the spec message, on top of the list, audited', async () => {
    const response = await send('POST', '/api/transports', {
      operator: 'Rodoviária de Lisboa',
      passType: 'Navegante Municipal Loures',
      monthlyPrice: '30,5',
      notes: 'Buses of Loures and Odivelas',
    });
    assert.equal(response.statusCode, 201, response.body);
    const { message, transport } = transportResultSchema.parse(response.json());
    assert.equal(message, 'Data has been saved');
    assert.equal(message, TRANSPORT_MESSAGES.saved);
    assert.equal(transport.monthlyPrice, '30.50');
    assert.equal(transport.notes, 'Buses of Loures and Odivelas');
    assert.equal((await list())[0]?.id, transport.id, 'newest first');
    assert.equal((await list(employee))[0]?.id, transport.id);
    const [entry] = await auditTrailOf(t.database.db, 'transports', transport.id);
    assert.equal(entry?.action, 'transport.create');
    assert.deepEqual(entry?.after, {
      operator: 'Rodoviária de Lisboa',
      passType: 'Navegante Municipal Loures',
      monthlyPrice: '30.50',
      notes: 'Buses of Loures and Odivelas',
    });
  });

  it('names the field of each refusal: missing operator, negative, zero, 3 decimals, too high', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ passType: 'Mensal', monthlyPrice: '10.00' }, 'operator', VALIDATION_MESSAGES.required],
      [
        { operator: ' ', passType: 'Mensal', monthlyPrice: '10.00' },
        'operator',
        VALIDATION_MESSAGES.required,
      ],
      [{ operator: 'X', passType: '', monthlyPrice: '10.00' }, 'passType', 'Required'],
      [
        { operator: 'X', passType: 'Y', monthlyPrice: '-5.00' },
        'monthlyPrice',
        'Enter an amount in euros with at most 2 decimals, e.g. 1234.50',
      ],
      [
        { operator: 'X', passType: 'Y', monthlyPrice: '12.345' },
        'monthlyPrice',
        'Enter an amount in euros with at most 2 decimals, e.g. 1234.50',
      ],
      [
        { operator: 'X', passType: 'Y', monthlyPrice: '0.00' },
        'monthlyPrice',
        TRANSPORT_MESSAGES.priceAboveZero,
      ],
      [
        { operator: 'X', passType: 'Y', monthlyPrice: '100000.01' },
        'monthlyPrice',
        'Must not exceed 100000.00 €',
      ],
      [{ operator: 'X', passType: 'Y' }, 'monthlyPrice', 'Required'],
      [
        { operator: 'X'.repeat(101), passType: 'Y', monthlyPrice: '1.00' },
        'operator',
        'Maximum length is 100 characters',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send('POST', '/api/transports', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(fieldsOf(response.json()), [{ field, message }], JSON.stringify(payload));
    }
    const unknown = await send('POST', '/api/transports', {
      operator: 'X',
      passType: 'Y',
      monthlyPrice: '1.00',
      colour: 'red',
    });
    assert.equal(unknown.statusCode, 400);
  });

  it('refuses a second entry of the same operator and pass type, in any case, naming the field', async () => {
    const response = await send('POST', '/api/transports', {
      operator: 'metro de lisboa',
      passType: 'NAVEGANTE METROPOLITANO',
      monthlyPrice: '41.00',
    });
    assert.equal(response.statusCode, 409, response.body);
    const message = TRANSPORT_MESSAGES.duplicate('metro de lisboa', 'NAVEGANTE METROPOLITANO');
    assert.equal(response.json().message, message);
    assert.deepEqual(response.json().fields, [{ field: 'passType', message }]);
  });

  it('replaces an entry where it stands with the spec message; refuses a duplicate and an unknown id', async () => {
    const created = transportResultSchema.parse(
      (
        await send('POST', '/api/transports', {
          operator: 'Barraqueiro',
          passType: 'Mensal Mafra–Lisboa',
          monthlyPrice: '75.00',
        })
      ).json(),
    ).transport;
    const response = await send('PUT', `/api/transports/${created.id}`, {
      operator: 'Barraqueiro Transportes',
      passType: 'Mensal Mafra–Lisboa',
      monthlyPrice: '72.40',
      notes: null,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { message, transport } = transportResultSchema.parse(response.json());
    assert.equal(message, 'Data has been updated');
    assert.equal(transport.id, created.id);
    assert.equal(transport.operator, 'Barraqueiro Transportes');
    assert.equal(transport.monthlyPrice, '72.40');
    assert.equal(transport.createdAt, created.createdAt);
    assert.ok(transport.updatedAt >= created.updatedAt);
    const stored = (await list()).find((entry) => entry.id === created.id);
    assert.deepEqual(stored, transport);
    const trail = await auditTrailOf(t.database.db, 'transports', created.id);
    assert.deepEqual(
      trail.map((entry) => entry.action),
      ['transport.create', 'transport.update'],
    );
    assert.deepEqual(trail[1]?.before, {
      operator: 'Barraqueiro',
      passType: 'Mensal Mafra–Lisboa',
      monthlyPrice: '75.00',
      notes: null,
    });

    const duplicate = await send('PUT', `/api/transports/${created.id}`, {
      operator: 'CARRIS',
      passType: 'navegante municipal lisboa',
      monthlyPrice: '30.00',
    });
    assert.equal(duplicate.statusCode, 409);
    assert.equal(fieldsOf(duplicate.json())[0]?.field, 'passType');
    const invalid = await send('PUT', `/api/transports/${created.id}`, {
      operator: 'Barraqueiro',
      passType: 'Mensal',
      monthlyPrice: '-1',
    });
    assert.equal(invalid.statusCode, 400);
    assert.equal(fieldsOf(invalid.json())[0]?.field, 'monthlyPrice');

    const unknown = await send('PUT', `/api/transports/${randomUUID()}`, {
      operator: 'Nobody',
      passType: 'Nothing',
      monthlyPrice: '1.00',
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Transport not found');
  });

  it('removes an entry with the spec message, audited; a second removal is a 404', async () => {
    const { transport } = transportResultSchema.parse(
      (
        await send('POST', '/api/transports', {
          operator: 'Scotturb',
          passType: 'Mensal Sintra–Cascais',
          monthlyPrice: '40.00',
        })
      ).json(),
    );
    const response = await send('DELETE', `/api/transports/${transport.id}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'Item has been removed' });
    assert.ok(!(await list()).some((entry) => entry.id === transport.id));
    const trail = await auditTrailOf(t.database.db, 'transports', transport.id);
    assert.deepEqual(
      trail.map((entry) => [entry.action, entry.after]),
      [
        ['transport.create', trail[0]?.after],
        ['transport.delete', null],
      ],
    );
    const again = await send('DELETE', `/api/transports/${transport.id}`);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, 'Transport not found');
  });

  it('lets admin keep the catalogue too, and refuses every change to an employee (403)', async () => {
    const admin = await t.authAs('admin@example.com');
    const created = await send(
      'POST',
      '/api/transports',
      { operator: 'Vimeca', passType: 'Mensal Oeiras', monthlyPrice: '35.00' },
      admin,
    );
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json().transport;
    const body = { operator: 'Vimeca', passType: 'Mensal Oeiras', monthlyPrice: '1.00' };
    for (const [method, url, payload] of [
      ['POST', '/api/transports', body],
      ['PUT', `/api/transports/${id}`, body],
      ['DELETE', `/api/transports/${id}`, undefined],
    ] as const) {
      const refused = await send(method, url, payload, employee);
      assert.equal(refused.statusCode, 403, `${method} ${url}`);
      assert.equal(refused.json().error, 'forbidden');
    }
    const stored = (await list(employee)).find((entry) => entry.id === id);
    assert.equal(stored?.monthlyPrice, '35.00');
    assert.equal((await send('DELETE', `/api/transports/${id}`, undefined, admin)).statusCode, 200);
  });
});
