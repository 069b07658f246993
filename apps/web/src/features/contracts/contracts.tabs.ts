import { lazy } from 'react';
import type { PersonPageTabs } from '../../app/routes/page-tab.ts';

const personPageTabs: PersonPageTabs = {
  /** The Contracts and Salary tabs of the employee page (loaded when opened). */
  employeePage: [
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
  ],
  /** The Salary tab of the own profile: the own salary history. */
  myProfile: [
    {
      value: 'salary',
      label: 'Salary',
      Panel: lazy(async () => ({
        default: (await import('./components/own-salary-panel.tsx')).OwnSalaryPanel,
      })),
    },
  ],
};

/** The tabs contracts lends the person pages (its manifest's `personPageTabs`). */
export default personPageTabs;
