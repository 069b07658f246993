/**
 * oidc-provider sends its back-channel logout requests through an SSRF guard (an undici dispatcher
 * in the request's options) that refuses special-use addresses such as 127.0.0.1, where a test's
 * relying party listens. Until the returned undo runs, requests to `origin` go without that guard:
 * the real provider's real logout token still travels over HTTP to the real instance.
 */
export function letProviderReach(origin: string): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (init?.dispatcher !== undefined && url.startsWith(`${origin}/`)) {
      const { dispatcher: _ssrfGuard, ...unguarded } = init;
      return original(input, unguarded);
    }
    return original(input, init);
  };
  return () => {
    globalThis.fetch = original;
  };
}
