import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/registration (public): whether self-registration is open. */
export function getRegistrationStatus() {
  return apiRequest(IDENTITY_ENDPOINTS.getRegistrationStatus, {}, { anonymous: true });
}

/**
 * Whether the register page shows its form; null while asked. Public pages have no query client
 * (it lives in the signed-in shell), so the page asks once when it opens. A failure shows the
 * form: the server still refuses a registration that is closed.
 */
export function useRegistrationOpen(): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    getRegistrationStatus()
      .then((status) => status.open)
      .catch(() => true)
      .then((answer) => {
        if (current) setOpen(answer);
      });
    return () => {
      current = false;
    };
  }, []);
  return open;
}
