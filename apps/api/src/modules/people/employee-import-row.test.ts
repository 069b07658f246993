import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EMPLOYEE_MESSAGES } from '@quadro/contract/employees';
import { cellsOf, employeeFromCells, type ImportCells, mapColumns } from './employee-import-row.ts';

const HEADER = [
  'Name',
  'Email',
  'Profiles',
  'Start date',
  'Contract type',
  'Job title',
  'Working weekdays',
  'Daily hours',
  'Tax number',
];
const GOOD: ImportCells = {
  name: 'Inês Valente',
  email: 'Ines.Valente@Example.com',
  profiles: 'Employee; evaluator',
  start_date: '01/12/2026',
  contract_type: 'Fixed Term',
  job_title: 'Data Engineer',
  working_weekdays: 'Mon-Thu',
  daily_hours: '7,5',
  tax_number: 'PT 123 456 789',
};

describe('mapColumns', () => {
  it('matches titles and keys ignoring case, accents, spaces and punctuation, in any order', () => {
    const columns = mapColumns(['TAX_NUMBER', 'e-mail', 'name', 'Notes', ...HEADER.slice(2, 8)]);
    assert.deepEqual(columns.missing, []);
    assert.deepEqual(columns.ignored, ['Notes']);
    assert.equal(columns.indexOf.get('tax_number'), 0);
    assert.equal(columns.indexOf.get('email'), 1);
  });

  it('lists the missing columns by title', () => {
    assert.deepEqual(mapColumns(['Name', 'Email']).missing, HEADER.slice(2));
  });

  it('reads a row by the header, blank for a short row', () => {
    const cells = cellsOf(['Ana', 'ana@example.com'], mapColumns(HEADER));
    assert.equal(cells.name, 'Ana');
    assert.equal(cells.tax_number, '');
  });
});

describe('employeeFromCells', () => {
  it('reads cells the way people type them', () => {
    const { employee, errors } = employeeFromCells(GOOD);
    assert.deepEqual(errors, []);
    assert.deepEqual(employee, {
      name: 'Inês Valente',
      email: 'ines.valente@example.com',
      profiles: ['employee', 'evaluator'],
      start_date: '2026-12-01',
      contract_type: 'fixed_term',
      job_title: 'Data Engineer',
      working_weekdays: [1, 2, 3, 4],
      daily_hours: '7.5',
      tax_number: '123456789',
    });
  });

  it('takes the usual week when weekdays and hours are blank', () => {
    const { employee } = employeeFromCells({ ...GOOD, working_weekdays: '', daily_hours: '' });
    assert.deepEqual(employee?.working_weekdays, [1, 2, 3, 4, 5]);
    assert.equal(employee?.daily_hours, '8');
  });

  it('accepts weekday numbers, names and lists', () => {
    const { employee } = employeeFromCells({ ...GOOD, working_weekdays: '1, Wednesday, fri 6' });
    assert.deepEqual(employee?.working_weekdays, [1, 3, 5, 6]);
  });

  it('names the column of every error, once each, in column order', () => {
    const { employee, errors } = employeeFromCells({
      name: '',
      email: 'not-an-email',
      profiles: 'employee, boss',
      start_date: '2026/31/12',
      contract_type: 'forever',
      job_title: 'Engineer',
      working_weekdays: 'Fri-Mon',
      daily_hours: '13',
      tax_number: '123456780',
    });
    assert.equal(employee, undefined);
    assert.deepEqual(
      errors.map((error) => error.column),
      [
        'Name',
        'Email',
        'Profiles',
        'Start date',
        'Contract type',
        'Working weekdays',
        'Daily hours',
        'Tax number',
      ],
    );
    assert.equal(
      errors.find((error) => error.column === 'Profiles')?.message,
      "Unknown profile 'boss'",
    );
    assert.equal(
      errors.find((error) => error.column === 'Tax number')?.message,
      EMPLOYEE_MESSAGES.invalidNif,
    );
    assert.equal(errors.find((error) => error.column === 'Name')?.message, 'Required');
  });

  it('requires a start date, a contract type and a profile', () => {
    const { errors } = employeeFromCells({
      ...GOOD,
      start_date: '',
      contract_type: '',
      profiles: '',
    });
    assert.deepEqual(
      errors.map((error) => [error.column, error.message]),
      [
        ['Profiles', EMPLOYEE_MESSAGES.profiles],
        ['Start date', 'Required'],
        // An empty cell is a missing value: 'Required', as every missing field says.
        ['Contract type', 'Required'],
      ],
    );
  });
});
