import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  endpointUrl,
  responseSchema,
} from '@quadro/contract/endpoint';
import { logout } from '../auth/logout.ts';
import { readUser } from '../auth/session.ts';
import { ensureFreshToken } from '../auth/token-refresh.ts';
import { APP_NOT_FOUND_PATH, navigateTo, TWO_FACTOR_SETUP_PATH } from '../navigation.ts';
import {
  ConnectionError,
  HttpError,
  RedirectedNotFoundError,
  RedirectedToTwoFactorSetupError,
  SessionEndedError,
} from './http-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: Method;
  /** Sent as JSON with a JSON content type. */
  json?: unknown;
  /** Sent as multipart; the browser sets the content type and boundary. */
  formData?: FormData;
  /** Public calls skip the refresh and never carry the bearer token. */
  anonymous?: boolean;
  /** A token not stored yet (sign-in asks who it belongs to); no refresh is attempted. */
  accessToken?: string;
  /** Data calls send the browser to the not-found page on 404; pages that show their own error opt out. */
  redirectOnNotFound?: boolean;
}

function buildHeaders(token: string | undefined, hasJson: boolean): Headers {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasJson) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const isTwoFactorRequired = (body: unknown) =>
  (body as { error?: unknown } | undefined)?.error === 'two_factor_required';

function failure(response: Response, body: unknown, carriedToken: boolean, redirect: boolean) {
  if (response.status === 401 && carriedToken) {
    logout();
    return new SessionEndedError();
  }
  if (response.status === 403 && isTwoFactorRequired(body)) {
    navigateTo(TWO_FACTOR_SETUP_PATH);
    return new RedirectedToTwoFactorSetupError(response.status, response.statusText, body);
  }
  if (response.status === 404 && redirect) {
    navigateTo(APP_NOT_FOUND_PATH);
    return new RedirectedNotFoundError(response.status, response.statusText, body);
  }
  return new HttpError(response.status, response.statusText, body);
}

/** Sends the call with the auth header and refresh; a failed answer throws by the 401/404 rules. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', json, formData, anonymous = false, accessToken } = options;
  if (!anonymous && !accessToken) await ensureFreshToken();
  const token = anonymous ? undefined : (accessToken ?? readUser()?.access_token);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: buildHeaders(token, json !== undefined),
      body: json !== undefined ? JSON.stringify(json) : formData,
    });
  } catch (cause) {
    throw new ConnectionError(cause);
  }
  if (!response.ok) {
    const body = await readBody(response);
    throw failure(response, body, token !== undefined, options.redirectOnNotFound ?? !anonymous);
  }
  return response;
}

/** How a call is sent, beyond what its endpoint says. */
export type CallOptions = Pick<RequestOptions, 'anonymous' | 'accessToken' | 'redirectOnNotFound'>;

type InputArgs<E extends EndpointDefinition> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * The one way the web talks to the API (spec §7): auth header, refresh, and the 401/404 rules. The
 * endpoint of the contract gives the method, the URL and the types; the answer is parsed by the
 * endpoint's schema for its status.
 */
export async function apiRequest<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: InputArgs<E>
): Promise<EndpointResult<E>>;
export async function apiRequest(
  endpoint: EndpointDefinition,
  given?: unknown,
  callOptions: CallOptions = {},
): Promise<unknown> {
  const input = (given ?? {}) as EndpointInput<EndpointDefinition>;
  const response = await send(endpointUrl(endpoint, input), {
    ...callOptions,
    method: endpoint.method,
    json: input.body,
    formData: input.formData as FormData | undefined,
  });
  const body = await readBody(response);
  if (response.status === 204) return undefined;
  const schema = responseSchema(endpoint, response.status);
  return schema ? schema.parse(body) : body;
}

/**
 * A file the API sends (an export), as bytes, with the name its content-disposition gives; the URL
 * from `endpointUrl(endpoint, input)` or a link the API gave.
 */
export async function apiDownload(
  url: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(url, {});
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
