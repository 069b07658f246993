import {
  CONTRACTS_EMPLOYEE_TABS,
  CONTRACTS_MY_PROFILE_TABS,
} from '../../features/contracts/contracts.tabs.ts';
import type { PersonPageTab } from './page-tab.ts';

/**
 * Tabs other features add to the employee page (/app/employees/:id), after its own. Listed here,
 * in app/routes, so the people feature shows them without importing the features that own them.
 */
export const EMPLOYEE_PAGE_TABS: PersonPageTab[] = [...CONTRACTS_EMPLOYEE_TABS];

/** Tabs other features add to the own profile (/app/my-profile), after its own. */
export const MY_PROFILE_TABS: PersonPageTab[] = [...CONTRACTS_MY_PROFILE_TABS];
