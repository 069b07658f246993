/** A worker for worker-pool.test.ts: keeps its thread busy for `milliseconds`, then answers. */
export default function busy({ milliseconds }: { milliseconds: number }): number {
  const until = Date.now() + milliseconds;
  let turns = 0;
  while (Date.now() < until) turns++;
  return turns;
}
