import { SSO_PROVIDERS_PATH, type SsoProvider } from '@quadro/contract/sso';
import { useEffect, useState } from 'react';

/** A hand-written check instead of the endpoint's Zod schema keeps Zod out of the sign-in page. */
export function isProviderList(value: unknown): value is SsoProvider[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: Partial<SsoProvider> | null) =>
        typeof item?.id === 'string' && typeof item.name === 'string',
    )
  );
}

let providers: Promise<SsoProvider[]> | null = null;

/**
 * GET /api/sso/providers (public), asked once per page load and shared by the sign-in and register
 * pages. A failure shows no provider (the password form still works) and is asked again next time.
 */
export function getSsoProviders(): Promise<SsoProvider[]> {
  providers ??= fetch(SSO_PROVIDERS_PATH)
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      if (!isProviderList(body))
        throw new Error(`${SSO_PROVIDERS_PATH} answered ${response.status}`);
      return body;
    })
    .catch(() => {
      providers = null;
      return [];
    });
  return providers;
}

/** The configured providers; null while they are asked. */
export function useSsoProviders(): SsoProvider[] | null {
  const [list, setList] = useState<SsoProvider[] | null>(null);
  useEffect(() => {
    let current = true;
    void getSsoProviders().then((answer) => {
      if (current) setList(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return list;
}
