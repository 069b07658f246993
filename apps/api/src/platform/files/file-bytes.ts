import type { Readable } from 'node:stream';

/** What a backend records beside the bytes, so a copy can be checked without reading it. */
export interface ObjectFacts {
  sha256: string;
  mediaType: string;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where stored files' bytes live (local disk or an S3 bucket), by storage key. The file store does
 * every check on a local temporary file first and hands the bytes over only once they are right.
 */
export interface FileBytes {
  readonly kind: 'local' | 's3';
  /** Takes in a checked file from the tmp folder; the temporary file is gone afterwards. */
  put(key: string, tempPath: string, facts: ObjectFacts): Promise<void>;
  /** 404 when the bytes are gone. */
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** A path on this machine holding the bytes for `fn`: the file itself, or a download into tmp. */
  withLocalCopy<T>(key: string, tempPath: string, fn: (path: string) => Promise<T>): Promise<T>;
  /** The sha256 recorded with the object, null when there is no object, undefined when none is recorded. */
  digestOf(key: string): Promise<string | null | undefined>;
  /** Every stored object, tmp left out. */
  list(): AsyncIterable<StoredObject>;
  /** Writes and removes a tiny object: throws when the backend cannot take bytes. */
  probe(): Promise<void>;
}
