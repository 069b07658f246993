/**
 * How `compare` checks ours and bare agree when the answer is a file (a zip, a PDF) rather than
 * JSON: the bytes cannot be equal (a zip carries its entries' times; ours and bare name their
 * columns their own way), so what must match is what a reader gets: the same media type, the same
 * files inside a zip, and about as many bytes.
 */
import { unzipSync } from 'fflate';
import type { ProbeResult } from './probe.ts';

/** By default a binary answer of ours may differ from bare's by this share of the larger size. */
export const BINARY_SIZE_TOLERANCE = 0.1;

type Answer = Pick<ProbeResult, 'mediaType' | 'binary' | 'bodyBytes'>;

/** The names of a zip's entries, sorted (their bytes are inflated and dropped). */
export function zipEntryNames(bytes: Uint8Array): string[] {
  return Object.keys(unzipSync(bytes)).sort();
}

/**
 * Why ours and bare's binary answers disagree, or undefined when they agree: both binary, the same
 * media type, sizes within `tolerance` of each other, and for a zip the same entries (in any
 * order).
 */
export function binaryDisagreement(
  ours: Answer,
  bare: Answer,
  tolerance = BINARY_SIZE_TOLERANCE,
): string | undefined {
  if (!ours.binary || !bare.binary) {
    return `one side is JSON, the other is not: ${ours.mediaType ?? 'none'} vs ${bare.mediaType ?? 'none'}`;
  }
  if (ours.mediaType !== bare.mediaType) {
    return `media types differ: ${ours.mediaType} vs ${bare.mediaType}`;
  }
  if (ours.bodyBytes === 0 || bare.bodyBytes === 0) {
    return `an empty file: ${ours.bodyBytes} vs ${bare.bodyBytes} bytes`;
  }
  const larger = Math.max(ours.bodyBytes, bare.bodyBytes);
  if (Math.abs(ours.bodyBytes - bare.bodyBytes) > tolerance * larger) {
    return (
      `sizes differ by more than ${Math.round(tolerance * 100)} %: ${ours.bodyBytes} vs ` +
      `${bare.bodyBytes} bytes`
    );
  }
  if (ours.mediaType === 'application/zip') {
    const oursNames = zipEntryNames(ours.binary);
    const bareNames = zipEntryNames(bare.binary);
    if (oursNames.join('\n') !== bareNames.join('\n')) {
      const onlyOurs = oursNames.filter((name) => !bareNames.includes(name));
      const onlyBare = bareNames.filter((name) => !oursNames.includes(name));
      return (
        `the zips hold other entries (only ours: ${onlyOurs.join(', ') || 'none'}; only bare: ` +
        `${onlyBare.join(', ') || 'none'}; ${oursNames.length} vs ${bareNames.length})`
      );
    }
  }
  return undefined;
}
