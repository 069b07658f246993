import { isValidNif } from '@quadro/contract/employees';

/** A valid NIF of this run's own: 29 and six random digits, then its check digit. */
export function freshNif(): string {
  const body = `29${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return body + [...'0123456789'].find((digit) => isValidNif(body + digit));
}
