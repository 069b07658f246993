/** Test files per shard, and the seconds each shard is expected to take. */
export interface Shard {
  files: string[];
  seconds: number;
}

/**
 * Spreads the files over `count` shards so that they end together: longest first, each to the
 * shard with the least time so far. A file without a measured time counts as the median one.
 */
export function balancedShards(
  files: readonly string[],
  measured: Readonly<Record<string, number>>,
  count: number,
): Shard[] {
  const known = files.map((file) => measured[file]).filter((seconds) => seconds !== undefined);
  const median = known.sort((a, b) => a - b)[Math.floor(known.length / 2)] ?? 1;
  const timed = files.map((file) => ({ file, seconds: measured[file] ?? median }));
  timed.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shards: Shard[] = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds } of timed) {
    const lightest = shards.reduce((least, shard) =>
      shard.seconds < least.seconds ? shard : least,
    );
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shards;
}
