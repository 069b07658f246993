/** A response with a non-2xx status; the body is kept as received for the message rules of spec §8. */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(`${status} ${statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** The request never got an answer (network down, server unreachable). */
export class ConnectionError extends Error {
  constructor(cause: unknown) {
    super('Connection failed', { cause });
    this.name = 'ConnectionError';
  }
}

/** The session ended while the request was on its way (failed refresh or 401); the user is sent to sign in. */
export class SessionEndedError extends Error {
  constructor() {
    super('Session ended');
    this.name = 'SessionEndedError';
  }
}

/** A 404 from a data call; the browser was already sent to the not-found page. */
export class RedirectedNotFoundError extends HttpError {}
/** A profile that must use two-factor sign-in, before it is on: the browser went to its setup. */
export class RedirectedToTwoFactorSetupError extends HttpError {}

export function isRedirectError(error: unknown): boolean {
  return (
    error instanceof SessionEndedError ||
    error instanceof RedirectedNotFoundError ||
    error instanceof RedirectedToTwoFactorSetupError
  );
}
