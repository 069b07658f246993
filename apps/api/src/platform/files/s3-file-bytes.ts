import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.ts';
import { notFound } from '../errors/app-error.ts';
import type { FileBytes } from './file-bytes.ts';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/** The probe's own prefix, so it never looks like a stored file's key. */
const PROBE_PREFIX = 'ready-probe/';

/**
 * Stored files as objects of one bucket under the same keys as on disk. Uploads go in parts
 * (lib-storage), so a large file never sits whole in memory; the sha256 rides along as metadata.
 */
export function s3FileBytes(settings: S3Settings): FileBytes {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const encryption = settings.serverSideEncryption
    ? { ServerSideEncryption: settings.serverSideEncryption }
    : {};

  async function download(key: string, target: string) {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
    await pipeline(answer.Body as Readable, createWriteStream(target, { flags: 'wx' }));
  }

  return {
    kind: 's3',

    async put(key, tempPath, facts) {
      try {
        await new Upload({
          client,
          params: {
            Bucket,
            Key: key,
            Body: createReadStream(tempPath),
            ContentType: facts.mediaType,
            Metadata: { sha256: facts.sha256 },
            ...encryption,
          },
        }).done();
      } finally {
        await rm(tempPath, { force: true });
      }
    },

    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw notFound('File');
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async withLocalCopy(key, tempPath, fn) {
      await mkdir(path.dirname(tempPath), { recursive: true });
      try {
        await download(key, tempPath);
        return await fn(tempPath);
      } finally {
        await rm(tempPath, { force: true });
      }
    },

    async digestOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.Metadata?.sha256;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key || object.Key.startsWith(PROBE_PREFIX)) continue;
          yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
        }
      }
    },

    async probe() {
      const Key = `${PROBE_PREFIX}${randomUUID()}`;
      await client.send(new PutObjectCommand({ Bucket, Key, Body: 'ok', ...encryption }));
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
