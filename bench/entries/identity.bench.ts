import { WEB_CLIENT } from '@quadro/contract/oauth';
import type { BenchDomain } from '../lib/bench-domain.ts';
import { LOGINS } from '../lib/logins.ts';

/**
 * POST /connect/token (password grant), ours alone: argon2id makes it CPU-bound on purpose, so it
 * has no bare route and no goal.
 */
export const identityBench: BenchDomain = {
  name: 'identity',
  async entries(bench) {
    const tokenBody = new URLSearchParams({
      grant_type: 'password',
      ...LOGINS.employee,
      ...WEB_CLIENT,
    }).toString();
    const tokenRequest = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: tokenBody,
    };
    const url = `${bench.ours.baseUrl}/connect/token`;
    const tokenProbe = await bench.probeOk(url, tokenRequest);
    if (bench.measured('POST /connect/token')) {
      await bench.record('POST /connect/token', bench.ours, 1, tokenProbe, {
        url,
        ...tokenRequest,
        timeoutSeconds: 60,
      });
    }
  },
};
