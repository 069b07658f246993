import type { EndpointDefinition } from '@quadro/contract/endpoint';
import { endpointKey } from '@quadro/contract/endpoint';
import { everyEndpoint } from '@quadro/contract/every-endpoint';
import { z } from 'zod';
import type { IdPlace } from '../src/platform/record-access/record-access-case.ts';

export type { IdPlace };

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The dotted paths of the uuid fields in a JSON schema, arrays as `[]`. */
function uuidPaths(node: JsonSchema | undefined, at: string, defs: Record<string, JsonSchema>) {
  const paths: string[] = [];
  const visit = (schema: JsonSchema | undefined, path: string, seen: ReadonlySet<JsonSchema>) => {
    if (!schema || seen.has(schema)) return;
    const inside = new Set(seen).add(schema);
    if (schema.format === 'uuid') paths.push(path);
    if (schema.$ref) visit(defs[schema.$ref.replace('#/$defs/', '')], path, inside);
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      visit(field, `${path}.${name}`, inside);
    }
    visit(schema.items, `${path}[]`, inside);
    if (typeof schema.additionalProperties === 'object') {
      visit(schema.additionalProperties, `${path}.*`, inside);
    }
    for (const option of [
      ...(schema.anyOf ?? []),
      ...(schema.oneOf ?? []),
      ...(schema.allOf ?? []),
    ]) {
      visit(option, path, inside);
    }
  };
  visit(node, at, new Set());
  return paths;
}

/** The places of an endpoint's params, query, body and form that hold a uuid. */
export function uuidPlacesOf(endpoint: EndpointDefinition): IdPlace[] {
  const places: IdPlace[] = [];
  for (const part of ['params', 'query', 'body', 'formData'] as const) {
    const schema = endpoint[part];
    if (!schema) continue;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    places.push(...(uuidPaths(json, part, json.$defs ?? {}) as IdPlace[]));
  }
  return places;
}

/** Every path parameter of a route, whatever it holds: `params.<name>`. */
export const pathPlacesOf = (url: string): IdPlace[] =>
  [...url.matchAll(/:(\w+)/g)].map(([, name]) => `params.${name}` as IdPlace);

/** `'<route> <place>'` for every id place of the contract's endpoints. */
export async function contractIdPlaces(): Promise<string[]> {
  return (await everyEndpoint()).flatMap(([, endpoint]) =>
    uuidPlacesOf(endpoint).map((place) => `${endpointKey(endpoint)} ${place}`),
  );
}
