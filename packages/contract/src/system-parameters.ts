import { z } from 'zod';
import { moneySchema } from './money.ts';
import { normalizeProfile, type Profile } from './profiles.ts';

/** Whether the runtime knows an IANA time zone such as 'Europe/Lisbon'. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

/** 'MM-DD' naming a day every year has (no 02-29, no 04-31). */
function isMonthDay(value: string): boolean {
  if (!/^\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`2001-${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(5, 10) === value;
}

const dayOfMonth = z
  .number({ error: 'Enter a whole number' })
  .int('Enter a whole number')
  .min(1, 'Must be between 1 and 28')
  .max(28, 'Must be between 1 and 28');

const month = z
  .number({ error: 'Enter a whole number' })
  .int('Enter a whole number')
  .min(1, 'Must be between 1 and 12')
  .max(12, 'Must be between 1 and 12');

/** A comma-separated list of profiles, each known: 'hr, financial, admin'; empty means none. */
export function profilesOfList(value: string): Profile[] {
  return value
    .split(',')
    .map((name) => normalizeProfile(name))
    .filter((profile): profile is Profile => profile !== undefined);
}

const profileList = z
  .string({ error: 'Required' })
  .trim()
  .max(200, 'Maximum length is 200 characters')
  .refine(
    (value) =>
      value === '' ||
      value.split(',').every((name) => name.trim() === '' || normalizeProfile(name) !== undefined),
    'List profiles separated by commas, e.g. hr, financial, admin',
  )
  .transform((value) => [...new Set(profilesOfList(value))].join(', '));

/** Whole days a kind of record is kept, between `min` and `max`. */
function keptDays(min: number, max: number) {
  const bounds = `Must be between ${min} and ${max}`;
  return z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(min, bounds)
    .max(max, bounds);
}

/** A comma-separated list of e-mail domains, lower case: 'example.com, example.pt'; empty means any. */
export function domainsOfList(value: string): string[] {
  return value
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter((domain) => domain !== '');
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const domainList = z
  .string({ error: 'Required' })
  .trim()
  .max(1000, 'Maximum length is 1000 characters')
  .refine(
    (value) => domainsOfList(value).every((domain) => DOMAIN.test(domain)),
    'List domains separated by commas, e.g. example.com, example.pt',
  )
  .transform((value) => [...new Set(domainsOfList(value))].join(', '));

/** Whether the e-mail's domain is one of the list's; an empty list allows any. */
export function isEmailDomainAllowed(email: string, domains: string): boolean {
  const allowed = domainsOfList(domains);
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowed.length === 0 || allowed.includes(domain);
}

export const SWITCH_VALUES = ['on', 'off'] as const;
const onOff = z.enum(SWITCH_VALUES, { error: 'Enter on or off' });

/**
 * A kind's second approval level: who decides it after the first; empty keeps one level. Its
 * deciders are chosen among the first level's, who already reach the kind's approval page.
 */
function secondApprovers(items: string, item: string, firstLevel: readonly Profile[]) {
  const names = firstLevel.join(', ');
  return {
    label: `Second approval level: ${items}`,
    unit: 'profiles, comma-separated',
    description: `Holders of these profiles (among ${names}) approve a ${item} after another person approved its first level; it is Approved only then. Empty: one level.`,
    schema: profileList.refine(
      (value) => profilesOfList(value).every((profile) => firstLevel.includes(profile)),
      `Choose among ${names}`,
    ),
    defaultValue: '',
  } as const;
}

/**
 * Every system parameter: its value's schema (what HR may set), default (what a database without the
 * row reads), label and unit. Later issues read these instead of constants.
 */
export const SYSTEM_PARAMETERS = {
  pricePerKilometre: {
    label: 'Price per kilometre',
    unit: '€/km',
    description:
      "Paid for each kilometre of a month before finance's first dated price (Manage travels → Price per kilometre). From that price's day on, the dated prices apply and this one no longer does.",
    schema: moneySchema({ max: '10.00' }),
    defaultValue: '0.40',
  },
  kilometreMapMonthlyCap: {
    label: 'Kilometre map monthly cap',
    unit: '€',
    description: 'The most a single month of a kilometre map may claim.',
    schema: moneySchema({ max: '100000.00' }),
    defaultValue: '2250.00',
  },
  kilometreMapDeadlineDay: {
    label: 'Kilometre map submission deadline',
    unit: 'day of the month',
    description: "Kilometre-map values cannot be submitted after this day (company's time zone).",
    schema: dayOfMonth,
    defaultValue: 15,
  },
  kilometreMapResubmitWorkingDays: {
    label: 'Days to fix a rejected kilometre month',
    unit: 'working days',
    description:
      'A rejected month may be changed and sent again for this many working days after its rejection, even past its deadline; then it closes.',
    schema: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(1, 'Must be between 1 and 30')
      .max(30, 'Must be between 1 and 30'),
    defaultValue: 5,
  },
  annualVacationDays: {
    label: 'Annual vacation days',
    unit: 'working days',
    description: 'Working days of vacation a year (at least the 22 of Portuguese labour law).',
    schema: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(22, 'Must be at least 22 (Portuguese labour law)')
      .max(60, 'Must not exceed 60'),
    defaultValue: 22,
  },
  hiringYearVacationDaysPerMonth: {
    label: 'Vacation days per month in the hiring year',
    unit: 'working days',
    description: 'In the year of hiring, earned per full month of contract (2 by law).',
    schema: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(2, 'Must be at least 2 (Portuguese labour law)')
      .max(5, 'Must not exceed 5'),
    defaultValue: 2,
  },
  hiringYearVacationCap: {
    label: 'Vacation days in the hiring year, at most',
    unit: 'working days',
    description: 'The most the hiring year earns (20 by law).',
    schema: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(20, 'Must be at least 20 (Portuguese labour law)')
      .max(60, 'Must not exceed 60'),
    defaultValue: 20,
  },
  monthsBeforeVacation: {
    label: 'Months of contract before the first vacation',
    unit: 'full months',
    description: 'A new employee takes vacation days only after this many full months (6 by law).',
    schema: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(0, 'Must be between 0 and 6')
      .max(6, 'Must be between 0 and 6'),
    defaultValue: 6,
  },
  vacationCarryOverUntil: {
    label: 'Carried-over vacation days usable until',
    unit: 'MM-DD of the next year',
    description: "Last year's unused days can be taken until this day (30 April by law).",
    schema: z
      .string({ error: 'Required' })
      .trim()
      .refine(isMonthDay, 'Use a day of a year like 04-30'),
    defaultValue: '04-30',
  },
  travelPassMonthlyCap: {
    label: 'Travel pass monthly cap',
    unit: '€',
    description: 'The most a month of travel pass may claim.',
    schema: moneySchema({ max: '10000.00' }),
    defaultValue: '150.00',
  },
  travelPassReminderDay: {
    label: 'Travel pass reminder day',
    unit: 'day of the month',
    description:
      "The day each month a reminder goes to whoever has not added the month's travel pass.",
    schema: dayOfMonth,
    defaultValue: 20,
  },
  workMapReminderDay: {
    label: 'Work map reminder day',
    unit: 'day of the month',
    description:
      "The day each month a reminder goes to whoever has not created the month's work map, or has one In Modification (this month and last).",
    schema: dayOfMonth,
    defaultValue: 25,
  },
  vacationAllowanceMonth: {
    label: 'Vacation allowance month',
    unit: 'month (1–12)',
    description: 'The month a vacation allowance paid in full is paid by default (June).',
    schema: month,
    defaultValue: 6,
  },
  christmasAllowanceMonth: {
    label: 'Christmas allowance month',
    unit: 'month (1–12)',
    description:
      'The month a Christmas allowance paid in full is paid by default (November); by law it is paid by 15 December.',
    schema: month,
    defaultValue: 11,
  },
  twoFactorRequiredProfiles: {
    label: 'Profiles that must use two-factor sign-in',
    unit: 'profiles, comma-separated',
    description:
      'Holders of these profiles set up an authenticator app right after signing in and reach nothing else until they do. Empty: nobody is required to.',
    schema: profileList,
    defaultValue: 'hr, financial, admin',
  },
  companyTimeZone: {
    label: 'Company time zone',
    unit: 'IANA time zone',
    description: 'Deadlines and "today" are read on this wall clock.',
    schema: z
      .string({ error: 'Required' })
      .trim()
      .min(1, 'Required')
      .max(64, 'Maximum length is 64 characters')
      .refine(isTimeZone, 'Enter a time zone such as Europe/Lisbon'),
    defaultValue: 'Europe/Lisbon',
  },
  pdfMaxPages: {
    label: 'Most pages in an uploaded PDF',
    unit: 'pages',
    description:
      'A PDF with more pages is refused at once, before it is read: a payroll file holds a page or two per employee.',
    schema: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(1, 'Must be between 1 and 50000')
      .max(50_000, 'Must be between 1 and 50000'),
    defaultValue: 6000,
  },
  pdfSecondsLimit: {
    label: 'Time to read an uploaded PDF',
    unit: 'seconds',
    description:
      'Reading, checking and cutting one uploaded PDF stops after this long and the file is refused.',
    schema: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(5, 'Must be between 5 and 1800')
      .max(1800, 'Must be between 5 and 1800'),
    defaultValue: 300,
  },
  workMapSecondApprovers: secondApprovers('work maps', 'work map', ['hr', 'admin']),
  vacationSecondApprovers: secondApprovers('vacations', 'vacation or its cancellation', [
    'hr',
    'admin',
    'cto',
  ]),
  travelPassSecondApprovers: secondApprovers('travel passes', 'travel pass', ['financial']),
  kilometreMapSecondApprovers: secondApprovers('kilometre maps', 'kilometre map month', [
    'financial',
  ]),
  roadTripSecondApprovers: secondApprovers('road trips', 'road trip', ['financial']),
  tripJustificationSecondApprovers: secondApprovers('trip justifications', 'trip justification', [
    'financial',
  ]),
  salaryReceiptSecondApprovers: secondApprovers('salary receipts', 'salary receipt', [
    'financial',
    'admin',
  ]),
  allowancePlanSecondApprovers: secondApprovers('allowance plans', 'allowance plan', [
    'admin',
    'financial',
  ]),
  employerSocialSecurityRate: {
    label: 'Employer social security',
    unit: '% of salary',
    description:
      "The employer's social security contribution on salaries, in a project's hour cost: base salary × 14 × (1 + this rate) ÷ the employee's working hours in the year.",
    schema: moneySchema({ max: '100.00' }),
    defaultValue: '23.75',
  },
  ssoOnlyProfiles: {
    label: 'Profiles that sign in only through the identity provider',
    unit: 'profiles, comma-separated',
    description:
      "Holders of these profiles sign in with the company's identity provider: their password sign-in and password reset are refused. Empty, or no provider configured: nobody is required to.",
    schema: profileList,
    defaultValue: '',
  },
  jobRunRetentionDays: {
    label: 'Keep scheduled job runs',
    unit: 'days',
    description:
      'Each run of a scheduled job (Settings → Jobs) is deleted this many days after it started. At least 35, so a monthly job never runs twice in its month.',
    schema: keptDays(35, 3650),
    defaultValue: 90,
  },
  sentMailRetentionDays: {
    label: 'Keep sent mails',
    unit: 'days',
    description:
      'A mail the portal sent, with its text, is deleted this many days after it was sent. Mails that failed stay until an administrator retries them.',
    schema: keptDays(1, 3650),
    defaultValue: 90,
  },
  changeLogRetentionDays: {
    label: 'Keep change logs',
    unit: 'days',
    description:
      'The log that tells each server to rebuild the people directory is trimmed to this many days; nobody reads older entries.',
    schema: keptDays(1, 365),
    defaultValue: 30,
  },
  expiredSignInRetentionDays: {
    label: 'Keep expired sign-in tokens',
    unit: 'days after expiry',
    description:
      'Refresh tokens, reset codes, two-factor challenges and single sign-on attempts are deleted this many days after they expired. The session list shows only live ones.',
    schema: keptDays(1, 365),
    defaultValue: 30,
  },
  auditRetentionDays: {
    label: 'Keep audit entries',
    unit: 'days',
    description:
      "An entry of the audit trail is deleted this many days after the change it records; at least a year. Approval entries, a record's history of who sent, approved or rejected it, are kept.",
    schema: keptDays(365, 7300),
    defaultValue: 730,
  },
  legalRetentionYears: {
    label: 'Legal retention of payroll, salary receipts and contracts',
    unit: 'years',
    description:
      "Payroll, salary receipts, contracts, approved work maps and allowances are kept this many years after a person leaves, whatever the other retention parameters say, also once HR erased the leaver's other personal data.",
    schema: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(1, 'Must be between 1 and 30')
      .max(30, 'Must be between 1 and 30'),
    defaultValue: 10,
  },
  selfRegistration: {
    label: 'Self-registration',
    unit: 'on or off',
    description:
      'On: anyone who reaches the sign-in page may register an account, which stays disabled until HR activates it. Off: the register page says registration is closed. A production installation starts with it off.',
    schema: onOff,
    defaultValue: 'on',
  },
  selfRegistrationDomains: {
    label: 'E-mail domains that may self-register',
    unit: 'domains, comma-separated',
    description:
      'Only e-mail addresses of these domains may register themselves, e.g. example.com, example.pt. Empty: any domain.',
    schema: domainList,
    defaultValue: '',
  },
} as const;

/**
 * The defaults a production installation (QUADRO_ENV=production) reads while no row is stored:
 * nobody should open an account on a company's portal before HR decides they may.
 */
export const PRODUCTION_PARAMETER_DEFAULTS = { selfRegistration: 'off' } as const;

export type SystemParameterKey = keyof typeof SYSTEM_PARAMETERS;
export const SYSTEM_PARAMETER_KEYS = Object.keys(SYSTEM_PARAMETERS) as SystemParameterKey[];
export const systemParameterKeySchema = z.enum(SYSTEM_PARAMETER_KEYS as [SystemParameterKey]);

/** The typed values every instance caches: what `ctx.parameters.current()` answers. */
export type SystemParameterValues = {
  [K in SystemParameterKey]: z.output<(typeof SYSTEM_PARAMETERS)[K]['schema']>;
};

export const SYSTEM_PARAMETER_DEFAULTS = Object.fromEntries(
  SYSTEM_PARAMETER_KEYS.map((key) => [key, SYSTEM_PARAMETERS[key].defaultValue]),
) as SystemParameterValues;

/** What a database without a parameter's row reads: production turns some defaults safer. */
export function parameterDefaults(production: boolean): SystemParameterValues {
  return production
    ? { ...SYSTEM_PARAMETER_DEFAULTS, ...PRODUCTION_PARAMETER_DEFAULTS }
    : SYSTEM_PARAMETER_DEFAULTS;
}

/** A value checked against its key's schema: the parsed value or the first message. */
export function parseParameterValue(
  key: SystemParameterKey,
  value: unknown,
): { ok: true; value: SystemParameterValues[SystemParameterKey] } | { ok: false; message: string } {
  const result = SYSTEM_PARAMETERS[key].schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? 'Invalid value' };
}

const parameterValueSchema = z.union([z.string(), z.number()]);

/** PUT /api/system-parameters/:key (hr). The key's own schema checks the value on the server. */
export const updateSystemParameterSchema = z.object({ value: parameterValueSchema }).strict();
export type UpdateSystemParameter = z.infer<typeof updateSystemParameterSchema>;

/** One parameter as GET /api/system-parameters lists it. */
export const systemParameterSchema = z.object({
  key: systemParameterKeySchema,
  value: parameterValueSchema,
  default_value: parameterValueSchema,
  /** Null while the parameter still has its default and nobody changed it. */
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type SystemParameter = z.infer<typeof systemParameterSchema>;
export const systemParameterListSchema = z.array(systemParameterSchema);

/** GET /api/company-today: the company's calendar day now, on its time zone's wall clock. */
export const companyTodaySchema = z.object({
  /** 'YYYY-MM-DD'. */
  today: z.string(),
  /** The companyTimeZone parameter. */
  timeZone: z.string(),
});
export type CompanyToday = z.infer<typeof companyTodaySchema>;
