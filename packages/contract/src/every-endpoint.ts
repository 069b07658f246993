import { readdirSync } from 'node:fs';
import type { EndpointDefinition } from './endpoint.ts';

/**
 * Every endpoint the contract's `*.endpoints.ts` files declare, named '<file> <key>': for the
 * tests that check a rule holds on all of them. Node only (it reads this folder).
 */
export async function everyEndpoint(): Promise<[string, EndpointDefinition][]> {
  const files = readdirSync(new URL('.', import.meta.url)).filter((file) =>
    file.endsWith('.endpoints.ts'),
  );
  const endpoints: [string, EndpointDefinition][] = [];
  for (const file of files) {
    const module = (await import(`./${file}`)) as Record<string, Record<string, unknown>>;
    for (const group of Object.values(module)) {
      for (const [name, endpoint] of Object.entries(group)) {
        if (
          endpoint &&
          typeof endpoint === 'object' &&
          'path' in endpoint &&
          'method' in endpoint
        ) {
          endpoints.push([`${file} ${name}`, endpoint as EndpointDefinition]);
        }
      }
    }
  }
  return endpoints;
}
