import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  endpointKey,
  endpointUrl,
  responseSchema,
} from '@quadro/contract/endpoint';
import type { Headers } from './bench-domain.ts';

/**
 * One call of an endpoint of the contract on `baseUrl`, as the web makes it: the method, URL and
 * JSON body from the endpoint, the answer parsed by its 2xx schema; any other status throws.
 */
export async function contractCall<E extends EndpointDefinition>(
  baseUrl: string,
  endpoint: E,
  input: EndpointInput<E>,
  headers: Headers,
): Promise<EndpointResult<E>> {
  const body = (input as { body?: unknown }).body;
  const response = await fetch(`${baseUrl}${endpointUrl(endpoint, input)}`, {
    method: endpoint.method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const schema = responseSchema(endpoint, response.status);
  if (!response.ok || !schema) {
    throw new Error(`${endpointKey(endpoint)} answered ${response.status}: ${text.slice(0, 500)}`);
  }
  return schema.parse(JSON.parse(text)) as EndpointResult<E>;
}
