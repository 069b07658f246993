/** The METRICS_TOKEN ours runs with in the bench: /metrics on, as operators run it. */
export const BENCH_METRICS_TOKEN = 'quadro-bench-only-metrics-token';
