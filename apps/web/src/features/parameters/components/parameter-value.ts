import { formatEuros } from '@quadro/contract/formatting';
import { SYSTEM_PARAMETERS, type SystemParameterKey } from '@quadro/contract/system-parameters';

/** A parameter's value as people read it: euros formatted, other values with their unit. */
export function formatParameterValue(key: SystemParameterKey, value: string | number): string {
  const { unit } = SYSTEM_PARAMETERS[key];
  if (unit === '€') return formatEuros(String(value));
  if (unit === '€/km') return `${formatEuros(String(value))} per km`;
  if (unit === 'IANA time zone') return String(value);
  if (unit === 'on or off') return value === 'on' ? 'On' : 'Off';
  if (key === 'selfRegistrationDomains' && value === '') return 'Any domain';
  return `${value} (${unit})`;
}

/** Whole-number parameters get a number input; money and zones a text input. */
export function isWholeNumberParameter(key: SystemParameterKey): boolean {
  return typeof SYSTEM_PARAMETERS[key].defaultValue === 'number';
}
