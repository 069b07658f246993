import { SECRET_LINK_PAGES } from '@quadro/contract/secret-links';

/**
 * Names of path and query parameters whose values are secrets (calendar-feed tokens, reset and
 * block-month codes, single sign-on code and state, signed links): their values never reach the log.
 */
export const SECRET_PARAMETER = /token|code|secret|key|signature|password|state/i;

export const REDACTED = '[redacted]';

const segmentsOf = (path: string) => path.split('/');

/** A `:name` segment of a route template, or a segment mixing text and `:name`s (`:id.ics`). */
function isSecretSegment(templateSegment: string): boolean {
  return [...templateSegment.matchAll(/:(\w+)/g)].some(([, name]) =>
    SECRET_PARAMETER.test(name ?? ''),
  );
}

function redactedPath(path: string, template: string): string {
  const templateSegments = segmentsOf(template);
  return segmentsOf(path)
    .map((segment, index) => {
      const templateSegment = templateSegments[index];
      return templateSegment !== undefined && isSecretSegment(templateSegment) ? REDACTED : segment;
    })
    .join('/');
}

/** The secret-link page (web app route) a path opens, matched segment by segment. */
function secretPageOf(path: string): string | undefined {
  const segments = segmentsOf(path.replace(/\/$/, ''));
  return SECRET_LINK_PAGES.find((page) => {
    const pageSegments = segmentsOf(page);
    return (
      pageSegments.length === segments.length &&
      pageSegments.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

/** A malformed %-sequence leaves the name as sent: it is still matched. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The URL as the log may hold it: secret path parameters of the matched route (or of a secret-link
 * page) and secret query parameters replaced by [redacted].
 */
export function redactedUrl(url: string, routeTemplate: string | undefined): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const template = routeTemplate ?? secretPageOf(path);
  const safePath = template ? redactedPath(path, template) : path;
  return queryStart === -1 ? safePath : `${safePath}?${redactedQuery(url.slice(queryStart + 1))}`;
}
