import { lazy } from 'react';
import type { PersonPageTab } from '../../app/routes/page-tab.ts';

/** The Contracts and Salary tabs of the employee page (loaded when opened). */
export const CONTRACTS_EMPLOYEE_TABS: PersonPageTab[] = [
  {
    value: 'contracts',
    label: 'Contracts',
    Panel: lazy(async () => ({
      default: (await import('./components/contracts-panel.tsx')).ContractsPanel,
    })),
  },
  {
    value: 'salary',
    label: 'Salary',
    Panel: lazy(async () => ({
      default: (await import('./components/salary-panel.tsx')).SalaryPanel,
    })),
  },
];

/** The Salary tab of the own profile: the own salary history. */
export const CONTRACTS_MY_PROFILE_TABS: PersonPageTab[] = [
  {
    value: 'salary',
    label: 'Salary',
    Panel: lazy(async () => ({
      default: (await import('./components/own-salary-panel.tsx')).OwnSalaryPanel,
    })),
  },
];
