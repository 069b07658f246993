import { type AppPagePath, appPage, menuProfiles } from './page-access.ts';
import { holdsAnyProfile, type Profile } from './profiles.ts';

/** Spec §3's menu item: `keyParent` names the group an item sits in, `multilevel` marks a group. */
export interface MenuItem {
  key: string;
  name: string;
  link?: string;
  icon: string;
  title?: string;
  profiles: readonly Profile[];
  child?: MenuItem[];
  keyParent?: string;
  multilevel?: boolean;
}

/** A menu entry for an /app page: who sees it comes from the page-access table. */
function pageItem(link: AppPagePath, key: string, name: string, icon: string): MenuItem {
  return { key, name, link, icon, profiles: menuProfiles(appPage(link)) };
}

/** A group of the menu: multilevel, each child naming it as its `keyParent`. */
function group(item: Omit<MenuItem, 'child' | 'multilevel'>, children: MenuItem[]): MenuItem {
  return {
    ...item,
    multilevel: true,
    child: children.map((child) => ({ ...child, keyParent: item.key })),
  };
}

/** The navigation menu of spec §2. A group shows only the children the user may see. */
export const MENU: MenuItem[] = [
  pageItem('/app', 'dashboard', 'Dashboard', 'dashboard'),
  pageItem('/app/projects', 'projects', 'Project Management', 'projects'),
  group(
    {
      key: 'manage',
      name: 'Manage',
      icon: 'manage',
      profiles: ['hr', 'admin', 'financial', 'cto', 'evaluator'],
    },
    [
      pageItem('/app/employees', 'employees', 'Employees', 'employees'),
      pageItem('/app/client', 'client', 'Clients', 'client'),
      pageItem('/app/manage-work-map', 'manage-work-map', 'Work Maps', 'work-map'),
      pageItem('/app/manage-travel-pass', 'manage-travel-pass', 'Travel Passes', 'travel-pass'),
      pageItem(
        '/app/manage-salary-receipts',
        'manage-salary-receipts',
        'Salary Receipts',
        'salary-receipts',
      ),
      pageItem('/app/manage-vacations', 'manage-vacations', 'Vacations', 'vacations'),
      pageItem('/app/manage-evaluations', 'manage-evaluations', 'Evaluations', 'evaluations'),
      pageItem('/app/manage-travels', 'manage-travels', 'Travels', 'travels'),
      pageItem('/app/payments/manage-allowances', 'manage-allowances', 'Allowances', 'allowances'),
      pageItem('/app/transports', 'transports', 'Transports', 'transports'),
      pageItem('/app/holiday', 'holiday', 'Holidays', 'holiday'),
    ],
  ),
  group(
    {
      key: 'monthly-routines',
      name: 'Monthly Routines',
      icon: 'routines',
      profiles: ['employee', 'trainee'],
    },
    [
      pageItem('/app/work-map-history', 'work-map-history', 'Work Maps', 'work-map'),
      pageItem('/app/salary-receipts', 'salary-receipts', 'Salary Receipts', 'salary-receipts'),
      pageItem('/app/travel-pass-history', 'travel-pass-history', 'Travel Pass', 'travel-pass'),
    ],
  ),
  pageItem('/app/travels', 'travels', 'Expenses & Travels', 'travels'),
  pageItem('/app/vacations', 'vacations', 'Vacations', 'vacations'),
  pageItem('/app/public-feed', 'public-feed', 'Public Feed', 'feed'),
  group({ key: 'settings', name: 'Settings', icon: 'settings', profiles: ['hr', 'admin'] }, [
    pageItem('/app/system-parameters', 'system-parameters', 'System Parameters', 'parameters'),
    pageItem('/app/delivery-and-jobs', 'delivery-and-jobs', 'Delivery and Jobs', 'delivery'),
    pageItem('/app/audit-trail', 'audit-trail', 'Audit Trail', 'audit'),
  ]),
];

/**
 * Spec §6: an item or group is shown when the user holds one of its profiles. A group keeps that rule
 * for itself and shows only the children the user may see (cto and evaluator see Manage, where the
 * spec lists no entry of theirs: issue 23 adds Evaluations for them).
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

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.child ?? [])]);
}

/**
 * Where a path sits in the menu, from the top: the entry whose link the path is at or under (the
 * longest such link; the dashboard only exactly), then its groups through `keyParent`.
 * `/app/employees/42` → [Manage, Employees]. Empty for a path no entry holds.
 */
export function menuTrail(pathname: string, items: readonly MenuItem[] = MENU): MenuItem[] {
  const all = flatten(items);
  const holds = (link: string) =>
    pathname === link || (link !== '/app' && pathname.startsWith(`${link}/`));
  const entry = all
    .filter((item) => item.link !== undefined && holds(item.link))
    .sort((a, b) => (b.link?.length ?? 0) - (a.link?.length ?? 0))[0];
  const trail: MenuItem[] = [];
  for (let item = entry; item; item = all.find((parent) => parent.key === item?.keyParent)) {
    trail.unshift(item);
  }
  return trail;
}

/**
 * The menu groups a page's breadcrumb names between Dashboard and the page: a group named like the
 * page itself (HR's Settings page in the Settings group) is said once, as the page.
 */
export function breadcrumbGroups(pathname: string, pageTitle: string): MenuItem[] {
  return menuTrail(pathname).filter((entry) => entry.multilevel && entry.name !== pageTitle);
}
