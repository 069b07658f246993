import type { Page } from '@playwright/test';
import { endpointUrl } from '@quadro/contract/endpoint';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';

/** The signed-in page's bearer header, read from the session the web stored. */
export async function bearerOf(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => {
    const stored = sessionStorage.getItem('user') ?? localStorage.getItem('user') ?? '{}';
    return (JSON.parse(stored) as { access_token?: string }).access_token ?? '';
  });
  return { authorization: `Bearer ${token}` };
}

/** The id of the one person the suggestions find by this exact name. */
export async function personIdOf(page: Page, name: string): Promise<string> {
  const response = await page.request.get(
    endpointUrl(PEOPLE_ENDPOINTS.searchSuggestions, { query: { term: name } }),
    { headers: await bearerOf(page) },
  );
  const suggestions = (await response.json()) as Array<{ name: string; link: string }>;
  const match = suggestions.find((suggestion) => suggestion.name === name);
  if (!match) throw new Error(`no person named ${name}: ${JSON.stringify(suggestions)}`);
  return match.link.split('/').at(-1) ?? '';
}
