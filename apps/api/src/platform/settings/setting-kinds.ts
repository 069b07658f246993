import { isIP } from 'node:net';
import { z } from 'zod';

/** What a reader returns for a value it cannot take: one message per thing wrong with it. */
export class Wrong {
  readonly messages: string[];
  constructor(...messages: string[]) {
    this.messages = messages;
  }
}

/** A setting's schema from its text: `read` turns the raw value into what Config holds. */
export function settingKind<T>(read: (raw: string) => T | Wrong) {
  return z.string().transform((raw, context): T => {
    const value = read(raw);
    if (!(value instanceof Wrong)) return value;
    for (const message of value.messages) context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

export const port = settingKind((raw) => {
  const value = Number(raw);
  return /^\d+$/.test(raw) && value <= 65535 ? value : new Wrong('not a port number (0 to 65535)');
});

export const positiveWholeNumber = settingKind((raw) =>
  /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : new Wrong('not a whole number above 0'),
);

export const trueOrFalse = settingKind((raw) =>
  raw === 'true' || raw === 'false' ? raw === 'true' : new Wrong('neither true nor false'),
);

export function oneOf<const Values extends readonly string[]>(values: Values) {
  return settingKind((raw): Values[number] | Wrong =>
    values.includes(raw) ? raw : new Wrong(`not one of ${values.join(', ')}`),
  );
}

export const text = settingKind((raw) => raw);

export function secretText(minLength: number) {
  return settingKind((raw) =>
    raw.length >= minLength
      ? raw
      : new Wrong(`${raw.length} characters, at least ${minLength} are needed`),
  );
}

/** An absolute URL whose scheme is one of `schemes` (without the colon). */
export function url(schemes: readonly string[]) {
  const wanted = schemes.map((scheme) => `${scheme}://`).join(' or ');
  return settingKind((raw) => {
    if (!URL.canParse(raw)) return new Wrong('not a URL');
    const parsed = new URL(raw);
    if (!schemes.includes(parsed.protocol.slice(0, -1))) return new Wrong(`not a ${wanted} URL`);
    if (!parsed.hostname) return new Wrong('a URL without a host');
    return raw;
  });
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const hostAddress = settingKind((raw) =>
  isIP(raw) || HOST_NAME.test(raw) ? raw : new Wrong('not an IP address or a host name'),
);

const emailAddress = z.email();

/** `Name <address>` or a bare address, as nodemailer takes a From header. */
export const mailbox = settingKind((raw) => {
  const address = /^[^<>]*<([^<>]+)>$/.exec(raw.trim())?.[1] ?? raw.trim();
  return emailAddress.safeParse(address).success
    ? raw
    : new Wrong('not an e-mail address nor Name <address>');
});

const TRUST_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count ('1') or the proxies' addresses, CIDRs and proxy-addr's names
 * ('10.0.0.0/8,127.0.0.1', 'loopback'). Unset, X-Forwarded-For is ignored: anyone could otherwise
 * pick the address rate limits count.
 */
export const trustProxy = settingKind((raw): false | number | string[] | Wrong => {
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !TRUST_NAMES.includes(entry) && !isAddressOrRange(entry));
  if (wrong.length === 0) return entries;
  return new Wrong(
    ...wrong.map(
      (entry) =>
        `"${entry}" is neither a hop count nor an IP address, a CIDR range or ${TRUST_NAMES.join('/')}`,
    ),
  );
});

const CLIENT_ID = /^[A-Za-z0-9._~-]+$/;

/** OAUTH_CLIENTS: comma-separated id:secret pairs (a secret may hold colons, an id may not). */
export const oauthClientPairs = settingKind((raw) => {
  const pairs = raw.split(',').map((pair) => pair.trim());
  const clients = new Map<string, string>();
  const wrong: string[] = [];
  pairs.forEach((pair, index) => {
    const colon = pair.indexOf(':');
    const id = pair.slice(0, colon);
    const secret = pair.slice(colon + 1);
    if (colon < 1 || !CLIENT_ID.test(id) || !secret) {
      wrong.push(`pair ${index + 1} of ${pairs.length} is not id:secret`);
    } else if (clients.has(id)) {
      wrong.push(`client id "${id}" is given twice`);
    } else {
      clients.set(id, secret);
    }
  });
  return wrong.length > 0 ? new Wrong(...wrong) : clients;
});

/** JSON text checked by `schema`; a syntax error is one message (its position, never the text). */
export function json<T>(schema: z.ZodType<T>) {
  return settingKind((raw) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      // V8 quotes the text after a comma ('Unexpected token 'o', "no json" is not valid JSON'):
      // a secret's text stays out of the line.
      const reason = (error as Error).message.split(', "')[0];
      return new Wrong(`not valid JSON (${reason})`);
    }
    const result = schema.safeParse(parsed);
    if (result.success) return result.data;
    return new Wrong(
      ...result.error.issues.map((issue) => {
        const where = issue.path.map((key) =>
          typeof key === 'number' ? `[${key}]` : `.${String(key)}`,
        );
        return `${where.join('').replace(/^\./, '') || 'the value'}: ${issue.message}`;
      }),
    );
  });
}
