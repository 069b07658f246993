import { holdsAnyProfile, type Profile } from './profiles.ts';

export interface MenuItem {
  key: string;
  name: string;
  link?: string;
  icon: string;
  title?: string;
  profiles: Profile[];
  child?: MenuItem[];
}

/** The navigation menu of spec §2. A group shows only the children the user may see. */
export const MENU: MenuItem[] = [
  {
    key: 'dashboard',
    name: 'Dashboard',
    link: '/app',
    icon: 'dashboard',
    profiles: ['employee', 'trainee'],
  },
  {
    key: 'projects',
    name: 'Project Management',
    link: '/app/projects',
    icon: 'projects',
    profiles: ['admin', 'comercial'],
  },
  {
    key: 'manage',
    name: 'Manage',
    icon: 'manage',
    profiles: ['hr', 'admin', 'financial', 'cto', 'evaluator'],
    child: [
      {
        key: 'employees',
        name: 'Employees',
        link: '/app/employees',
        icon: 'employees',
        profiles: ['hr', 'financial'],
      },
      { key: 'client', name: 'Clients', link: '/app/client', icon: 'client', profiles: ['hr'] },
      {
        key: 'manage-work-map',
        name: 'Work Maps',
        link: '/app/manage-work-map',
        icon: 'work-map',
        profiles: ['hr', 'admin'],
      },
      {
        key: 'manage-travel-pass',
        name: 'Travel Passes',
        link: '/app/manage-travel-pass',
        icon: 'travel-pass',
        profiles: ['financial'],
      },
      {
        key: 'manage-salary-receipts',
        name: 'Salary Receipts',
        link: '/app/manage-salary-receipts',
        icon: 'salary-receipts',
        profiles: ['financial', 'admin'],
      },
      {
        key: 'manage-vacations',
        name: 'Vacations',
        link: '/app/manage-vacations',
        icon: 'vacations',
        profiles: ['hr', 'admin'],
      },
      {
        key: 'manage-travels',
        name: 'Travels',
        link: '/app/manage-travels',
        icon: 'travels',
        profiles: ['financial'],
      },
      {
        key: 'manage-allowances',
        name: 'Allowances',
        link: '/app/payments/manage-allowances',
        icon: 'allowances',
        profiles: ['admin', 'financial'],
      },
      {
        key: 'transports',
        name: 'Transports',
        link: '/app/transports',
        icon: 'transports',
        profiles: ['hr', 'admin'],
      },
      { key: 'holiday', name: 'Holidays', link: '/app/holiday', icon: 'holiday', profiles: ['hr'] },
    ],
  },
  {
    key: 'monthly-routines',
    name: 'Monthly Routines',
    icon: 'routines',
    profiles: ['employee', 'trainee'],
    child: [
      {
        key: 'work-map-history',
        name: 'Work Maps',
        link: '/app/work-map-history',
        icon: 'work-map',
        profiles: ['employee'],
      },
      {
        key: 'salary-receipts',
        name: 'Salary Receipts',
        link: '/app/salary-receipts',
        icon: 'salary-receipts',
        profiles: ['employee'],
      },
      {
        key: 'travel-pass-history',
        name: 'Travel Pass',
        link: '/app/travel-pass-history',
        icon: 'travel-pass',
        profiles: ['employee', 'trainee'],
      },
    ],
  },
  {
    key: 'travels',
    name: 'Expenses & Travels',
    link: '/app/travels',
    icon: 'travels',
    profiles: ['employee'],
  },
  {
    key: 'vacations',
    name: 'Vacations',
    link: '/app/vacations',
    icon: 'vacations',
    profiles: ['employee'],
  },
  {
    key: 'public-feed',
    name: 'Public Feed',
    link: '/app/public-feed',
    icon: 'feed',
    profiles: ['employee', 'trainee'],
  },
  {
    key: 'system-parameters',
    name: 'Settings',
    link: '/app/system-parameters',
    icon: 'settings',
    profiles: ['hr'],
  },
];

/**
 * Spec §6: an item or group is shown when the user holds one of its profiles. A group keeps that rule
 * for itself (cto and evaluator see Manage, whose entries for them the spec does not list) and shows
 * only the children the user may see.
 */
export function menuFor(
  profiles: readonly string[],
  items: readonly MenuItem[] = MENU,
): MenuItem[] {
  return items.flatMap((item) => {
    if (!holdsAnyProfile(profiles, item.profiles)) return [];
    return item.child ? [{ ...item, child: menuFor(profiles, item.child) }] : [item];
  });
}
