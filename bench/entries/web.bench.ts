import type { BenchDomain } from '../lib/bench-domain.ts';

const BUNDLE_LIMIT_BYTES = 170 * 1024;

/**
 * The web side's entry: the JavaScript a first visit to /login downloads, gzipped (measured once
 * per run by the runner, bench/lib/bundle-size.ts, into the results' `bundle`).
 */
export const webBench: BenchDomain = {
  name: 'web',
  budgets({ results: { bundle } }) {
    return [
      {
        name: 'Login page JavaScript, gzipped',
        target: '< 170 KiB',
        actual:
          bundle.status === 'measured'
            ? `${(bundle.gzipBytes / 1024).toFixed(1)} KiB`
            : (bundle.note.split('\n')[0] ?? bundle.status),
        pass:
          bundle.status === 'measured'
            ? bundle.gzipBytes < BUNDLE_LIMIT_BYTES
            : bundle.status === 'build-failed'
              ? false
              : null,
      },
    ];
  },
};
