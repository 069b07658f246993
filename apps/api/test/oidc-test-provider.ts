import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva's certified oidc-provider) for the tests and the browser
 * tests: its own small login page, consent granted automatically, back-channel and RP-initiated
 * logout enabled.
 */

/** The password of the demo accounts at the test provider (oidc-test-provider-cli.ts). */
export const DEMO_PROVIDER_PASSWORD = 'Provider#2026';

export interface TestOidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
  backchannel_logout_uri?: string;
  backchannel_logout_session_required?: boolean;
  token_endpoint_auth_method?: 'client_secret_post' | 'client_secret_basic';
  /** Seconds the ID tokens issued to this client live (default: the provider's idTokenTtl). */
  idTokenTtl?: number;
}

export interface TestOidcUser {
  /** The stable subject (`sub`). */
  accountId: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
  password: string;
  /** Authentication methods the login reports (`amr`), e.g. ['pwd'] or ['pwd', 'mfa']. */
  amr?: string[];
}

export interface TestOidcProviderOptions {
  /** 0 (the default): any free port. */
  port?: number;
  clients: TestOidcClient[];
  users: TestOidcUser[];
  /** Seconds an ID token lives unless its client says otherwise (default 3600). */
  idTokenTtl?: number;
  /** Private signing keys (JWK with `d`); a fresh RSA key when absent. */
  jwks?: { keys: JWK[] };
}

export interface TestOidcProvider {
  issuer: string;
  url: string;
  readonly provider: Provider;
  /** The users (mutable: a test may change an e-mail, groups or amr before the next sign-in). */
  users: TestOidcUser[];
  /** Replaces the signing keys (a fresh RSA key when none given): the provider rotates its keys. */
  rotateKeys(jwks?: { keys: JWK[] }): Promise<void>;
  /**
   * Follows an authorization URL through the login page (as `login`, with the user's password
   * unless another is given) to the redirect back to the relying party, and returns that URL.
   */
  signIn(authorizeUrl: string, login: string, password?: string): Promise<string>;
  /**
   * Follows an end-session URL through the confirmation form, in the provider session of the last
   * signIn() as `login` (a fresh one when none); returns the redirect back, or the last page's URL.
   */
  signOut(endSessionUrl: string, login?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function newSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function loginPage(uid: string, clientName: string, error?: string, email = ''): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in - Test Identity Provider</title></head>
<body><main>
<h1>Test Identity Provider</h1>
<p>Sign in to continue to ${escapeHtml(clientName)}.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}" required>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
</main></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function providerConfiguration(
  options: TestOidcProviderOptions,
  users: TestOidcUser[],
  jwks: { keys: JWK[] },
): Configuration {
  const idTokenTtlOf = new Map(
    options.clients.map((client) => [client.client_id, client.idTokenTtl]),
  );
  return {
    clients: options.clients.map(({ idTokenTtl: _ttl, ...client }) => ({
      token_endpoint_auth_method: 'client_secret_post',
      ...client,
    })),
    jwks: jwks as Configuration['jwks'],
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub', 'sid', 'auth_time', 'acr', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      groups: ['groups'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile', 'groups'],
    /** The ID token carries the scopes' claims even in the code flow (like most providers). */
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = users.find((candidate) => candidate.accountId === sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: user.email,
            email_verified: user.email_verified ?? true,
            name: user.name,
            given_name: user.given_name,
            family_name: user.family_name,
            groups: user.groups ?? [],
          };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        /** Confirms on its own (a browser by script, signOut() by submitting the form). */
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head>
<body><main><h1>Signing out</h1>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>document.forms[0].submit()</script></main></body></html>`;
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.body =
            '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><main><h1>Signed out</h1></main></body></html>';
        },
      },
    },
    pkce: { required: () => true },
    /** The relying parties under test listen on loopback, which oidc-provider's SSRF guard refuses. */
    fetch: (url, { dispatcher: _ssrfGuard, ...options }) => globalThis.fetch(url, options),
    clientBasedCORS: () => false,
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><main><h1>${escapeHtml(String(out.error))}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p></main></body></html>`;
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      ClientCredentials: 600,
      Grant: 3600,
      IdToken: (_ctx, _token, client) =>
        idTokenTtlOf.get(client.clientId) ?? options.idTokenTtl ?? 3600,
      Interaction: 600,
      RefreshToken: 86_400,
      Session: 86_400,
    },
  };
}

/** Starts the provider on 127.0.0.1. */
export async function startOidcTestProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const users = options.users;
  /** The provider session (cookies) of each login's last sign-in, for signOut(). */
  const sessions = new Map<string, CookieJar>();
  let provider: Provider | undefined;
  let callback: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string) {
    const current = provider as Provider;
    const details = await current.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const clientId = String(details.params.client_id);
    const client = await current.Client.find(clientId);
    const clientName = client?.clientName ?? clientId;
    const sessionAccount = details.session?.accountId;

    async function finish(accountId: string, amr: string[] | undefined) {
      const grant = details.grantId
        ? ((await current.Grant.find(details.grantId)) ??
          new current.Grant({ accountId, clientId }))
        : new current.Grant({ accountId, clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      const login = details.prompt.name === 'login' ? { login: { accountId, amr } } : {};
      await current.interactionFinished(
        request,
        response,
        { ...login, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    }

    if (details.prompt.name !== 'login' && sessionAccount) {
      await finish(sessionAccount, undefined);
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(loginPage(uid, clientName));
      return;
    }
    const form = await readForm(request);
    const email = form.get('email') ?? '';
    const user = users.find(
      (candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase(),
    );
    if (!user || user.password !== form.get('password')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(loginPage(uid, clientName, 'Wrong e-mail or password.', email));
      return;
    }
    await finish(user.accountId, user.amr ?? ['pwd']);
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const match = /^\/interaction\/([^/]+)$/.exec(path);
    if (match && (request.method === 'GET' || request.method === 'POST')) {
      interaction(request, response, match[1] as string).catch((error: unknown) => {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(error instanceof Error ? error.message : 'interaction failed');
      });
      return;
    }
    // The server listens before the provider exists (its issuer names the port it got).
    if (!callback) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('starting');
      return;
    }
    callback(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  function install(jwks: { keys: JWK[] }) {
    const next = new Provider(issuer, providerConfiguration(options, users, jwks));
    next.on('server_error', (_ctx, error) => console.error('oidc test provider:', error));
    next.on('backchannel.error', (_ctx, error) =>
      console.error('oidc test provider back-channel logout:', error),
    );
    provider = next;
    callback = next.callback();
  }
  install(options.jwks ?? (await newSigningKeys()));

  return {
    issuer,
    url: issuer,
    get provider() {
      return provider as Provider;
    },
    users,
    async rotateKeys(jwks) {
      install(jwks ?? (await newSigningKeys()));
    },
    signIn(authorizeUrl, login, password) {
      const jar = new CookieJar();
      sessions.set(login.toLowerCase(), jar);
      return driveSignIn(jar, issuer, users, authorizeUrl, login, password);
    },
    signOut(endSessionUrl, login) {
      const jar = (login && sessions.get(login.toLowerCase())) || new CookieJar();
      return driveSignOut(jar, issuer, endSessionUrl);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A cookie jar enough for one provider: name → value, every path. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = (pair ?? '').indexOf('=');
      if (at <= 0) continue;
      const name = (pair as string).slice(0, at).trim();
      const value = (pair as string).slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function request(
  jar: CookieJar,
  url: string,
  init: { method?: string; body?: URLSearchParams } = {},
): Promise<Response> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: init.body?.toString(),
  });
  jar.store(response);
  return response;
}

const MAX_HOPS = 20;

/**
 * What to do with a page the provider shows: a form to post (to `url` when no action is given),
 * or the address to stop at.
 */
type PageAnswer = { post: URLSearchParams; action?: string } | { stopAt: string };

/**
 * Follows the provider's redirects with the jar's cookies until one leaves the provider (its
 * address is returned), answering each page the provider shows with `answerPage`.
 */
async function walkProvider(
  jar: CookieJar,
  issuer: string,
  startUrl: string,
  answerPage: (url: string, status: number, html: string) => PageAnswer,
): Promise<string> {
  let url = startUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const response = await request(jar, url, body ? { method: 'POST', body } : {});
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (!next.startsWith(`${issuer}/`)) return next;
      url = next;
      continue;
    }
    const answer = answerPage(url, response.status, await response.text());
    if ('stopAt' in answer) return answer.stopAt;
    if (answer.action) url = new URL(answer.action, url).toString();
    body = answer.post;
  }
  throw new Error('too many redirects at the provider');
}

function driveSignIn(
  jar: CookieJar,
  issuer: string,
  users: TestOidcUser[],
  authorizeUrl: string,
  login: string,
  password?: string,
): Promise<string> {
  const user = users.find((candidate) => candidate.email.toLowerCase() === login.toLowerCase());
  return walkProvider(jar, issuer, authorizeUrl, (url, status, html) => {
    if (status === 200 && /\/interaction\//.test(new URL(url).pathname)) {
      if (/role="alert"/.test(html)) throw new Error(`provider refused the login of ${login}`);
      return {
        post: new URLSearchParams({ email: login, password: password ?? user?.password ?? '' }),
      };
    }
    throw new Error(`provider answered ${status} at ${url}: ${html.slice(0, 300)}`);
  });
}

function driveSignOut(jar: CookieJar, issuer: string, endSessionUrl: string): Promise<string> {
  return walkProvider(jar, issuer, endSessionUrl, (url, _status, html) => {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    if (!form) return { stopAt: url };
    return {
      action: form[1] as string,
      post: new URLSearchParams(
        [...(form[2] as string).matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map(
          (input): [string, string] => [input[1] as string, input[2] as string],
        ),
      ),
    };
  });
}
