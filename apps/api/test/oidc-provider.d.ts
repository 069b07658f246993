/**
 * The few parts of oidc-provider (v9, no bundled types) the test provider uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    body: unknown;
    type: string;
    host: string;
  }

  export interface ClientLike {
    clientId: string;
    clientName?: string;
  }

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: Array<Record<string, unknown>>;
    jwks?: { keys: Array<Record<string, unknown>> };
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    interactions?: { url: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string };
    features?: Record<string, unknown>;
    pkce?: { required: () => boolean };
    fetch?: (
      url: URL | string,
      options: RequestInit & { dispatcher?: unknown },
    ) => Promise<Response>;
    clientBasedCORS?: () => boolean;
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: { error: unknown; error_description?: unknown },
      error: unknown,
    ) => Promise<void>;
    ttl?: Record<
      string,
      number | ((ctx: KoaContextWithOIDC, token: unknown, client: ClientLike) => number)
    >;
  }

  export interface InteractionDetails {
    uid: string;
    grantId?: string;
    params: Record<string, unknown>;
    prompt: { name: string; details: Record<string, unknown> };
    session?: { accountId?: string };
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (ctx: KoaContextWithOIDC, error: unknown) => void): this;
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Client: { find(clientId: string): Promise<ClientLike | undefined> };
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }
}
