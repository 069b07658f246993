import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the SPA needs and nothing more. Swagger UI (/openapi) sends its own policy, with the hashes
 * of its inline scripts, on its own pages.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // Vite emits module scripts from /assets only: no inline script, no eval.
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // MUI (emotion) injects <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // The picture cropper previews the chosen file through a blob: URL; MUI inlines small SVGs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'upgrade-insecure-requests': [],
};

function serializePolicy(policy: typeof CONTENT_SECURITY_POLICY): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** Every answer carries these; they do not depend on the request, so they are built once. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': serializePolicy(CONTENT_SECURITY_POLICY),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-frame-options': 'DENY',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  // The legacy XSS auditor caused leaks of its own; '0' turns it off where it still exists.
  'x-xss-protection': '0',
};

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    // Callback style, not async: every request pays a copy of the headers and no promise.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);
