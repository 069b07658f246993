import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** HR adds a contract far in the future (after any demo contract): its id and its start salary's. */
async function aContractOf(t: TestApp, email: string) {
  const hr = await t.authAs('hr@example.com');
  const employeeId = await t.personId(email);
  const contract = await t.app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: hr,
    payload: {
      employee_id: employeeId,
      type: 'permanent',
      started_at: '2090-01-01',
      salary: '1500',
    },
  });
  const contractId: string = contract.json().id;
  const salaries = await t.app.inject({
    url: `/api/contracts/${contractId}/salaries`,
    headers: hr,
  });
  return { employeeId, contractId, salaryId: salaries.json()[0]?.id as string };
}

export const CONTRACTS_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'GET /api/contracts/employee/:employeeId',
    because: "a colleague never reads another employee's contracts",
    async arrange(t) {
      return {
        existingId: await t.personId('joao.pereira@example.com'),
        url: (id) => `/api/contracts/employee/${id}`,
        request: { headers: await t.authAs('employee@example.com') },
      };
    },
  },
  {
    route: 'GET /api/contracts/:id/salaries',
    because: "a colleague never reads another employee's contract salaries",
    async arrange(t) {
      const { contractId } = await aContractOf(t, 'carolina.gomes@example.com');
      return {
        existingId: contractId,
        url: (id) => `/api/contracts/${id}/salaries`,
        request: { headers: await t.authAs('employee@example.com') },
      };
    },
  },
  {
    route: 'GET /api/salary/all/:id',
    because: "a colleague (even an evaluator) never reads another employee's salaries",
    async arrange(t) {
      return {
        existingId: await t.personId('rui.lopes@example.com'),
        url: (id) => `/api/salary/all/${id}`,
        request: { headers: await t.authAs('evaluator@example.com') },
      };
    },
  },
  {
    route: 'DELETE /api/salary/:id',
    status: 403,
    because: 'only HR passes the route rule; financial reads salaries but changes nothing',
    async arrange(t) {
      const { salaryId } = await aContractOf(t, 'mariana.ribeiro@example.com');
      return {
        existingId: salaryId,
        url: (id) => `/api/salary/${id}`,
        request: { headers: await t.authAs('financial@example.com') },
      };
    },
  },
  {
    route: 'POST /api/contracts',
    at: 'body.employee_id',
    open: 'every record',
    because: 'hr keeps every employee’s contracts',
  },
  {
    route: 'POST /api/salary',
    at: 'body.employee_id',
    open: 'every record',
    because: 'hr keeps every employee’s salaries',
  },
  {
    route: 'GET /api/accounts/log-change/salary',
    at: 'query.employee_id',
    because: "an employee reads only their own salary log: another's answers as an unknown id",
    async arrange(t) {
      return {
        existingId: await t.personId('hr@example.com'),
        url: (id) => `/api/accounts/log-change/salary?employee_id=${id}`,
        request: { headers: await t.authAs('employee@example.com') },
      };
    },
  },
];
