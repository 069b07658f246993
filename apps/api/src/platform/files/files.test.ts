import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sha256 } from '../../../test/bytes.ts';
import { testConfig } from '../../../test/test-config.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import {
  htmlAfterPdfMagic,
  jpeg,
  multipartBody,
  pdf,
  png,
  protectedPdf,
  textPdf,
} from '../../../test/upload-fixtures.ts';
import { createAccessTokenCodec } from '../auth/access-token.ts';
import { createUrlSigner } from '../auth/url-signature.ts';
import { AppError, invalidField, notFound } from '../errors/app-error.ts';
import { errorHandler } from '../errors/error-handler.ts';
import { appContext } from '../http/app-context.ts';
import { systemParametersPlugin } from '../parameters/system-parameters.plugin.ts';
import { contentDisposition } from './file-name.ts';
import { fileStorage } from './file-storage.plugin.ts';
import { createFileStore } from './file-store.ts';
import { files } from './files.schema.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from './media-types.ts';
import { sendStoredFile } from './send-stored-file.ts';

const pixelsOf = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

function appError(code: string) {
  return (error: unknown) => {
    assert.ok(error instanceof AppError, String(error));
    assert.equal(error.code, code);
    return true;
  };
}

describe('file store', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let root: string;
  const ownerId = randomUUID();
  const store = () => createFileStore(root);
  const stored = async () =>
    (await readdir(root, { recursive: true })).filter((name) => /[0-9a-f-]{36}/.test(name));

  before(async () => {
    database = await openTestDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'quadro-files-'));
  });
  after(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  const refusedOn = (code: string, field: string, message?: RegExp) => (error: unknown) => {
    assert.ok(error instanceof AppError, String(error));
    assert.equal(error.code, code);
    assert.equal(error.fields?.[0]?.field, field, 'names the form field');
    if (message) assert.match(error.message, message);
    return true;
  };

  it('opens every PDF before storing it: a truncated one, a web page after %PDF- or one without pages is a 415 naming the field', async () => {
    const whole = await textPdf(['Justificação de falta', 'Página 2']);
    for (const [name, source] of [
      ['truncated', whole.subarray(0, Math.floor(whole.length * 0.6))],
      ['html', htmlAfterPdfMagic()],
      [
        'no pages',
        Buffer.from(
          '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
        ),
      ],
    ] as const) {
      await assert.rejects(
        store().store(database.db, {
          ownerId,
          source,
          originalName: `${name}.pdf`,
          allowedTypes: DOCUMENT_TYPES,
          maxBytes: 1_000_000,
          field: 'attachment',
        }),
        refusedOn('unsupported_media_type', 'attachment', /could not be opened as a PDF/),
        name,
      );
    }
    await assert.rejects(
      store().store(database.db, {
        ownerId,
        source: protectedPdf(),
        originalName: 'locked.pdf',
        allowedTypes: DOCUMENT_TYPES,
        maxBytes: 1_000_000,
      }),
      refusedOn('validation_failed', 'file', /password/),
    );
    assert.deepEqual(await stored(), [], 'nothing refused is kept');
    const kept = await store().store(database.db, {
      ownerId,
      source: whole,
      originalName: 'whole.pdf',
      allowedTypes: DOCUMENT_TYPES,
      maxBytes: 1_000_000,
    });
    assert.equal(kept.mediaType, 'application/pdf');
    await store().delete(database.db, kept);
  });

  it('refuses a PDF over the page limit in force from its page count, naming the limit', async () => {
    const limited = createFileStore(root, {
      pdfLimits: () => ({ pdfMaxPages: 2, pdfSecondsLimit: 60 }),
    });
    await assert.rejects(
      limited.store(database.db, {
        ownerId,
        source: await textPdf(['1', '2', '3']),
        originalName: 'three.pdf',
        allowedTypes: DOCUMENT_TYPES,
        maxBytes: 1_000_000,
      }),
      refusedOn('payload_too_large', 'file', /has 3 pages; a PDF may have at most 2/),
    );
    await limited.close();
    assert.deepEqual(await stored(), []);
  });

  it('decodes every picture: a damaged one is a 415 naming the field', async () => {
    await assert.rejects(
      store().store(database.db, {
        ownerId,
        source: png().subarray(0, 40),
        originalName: 'cut.png',
        allowedTypes: PICTURE_TYPES,
        maxBytes: 10_000,
        field: 'attachment',
      }),
      refusedOn('unsupported_media_type', 'attachment', /could not be read/),
    );
  });

  it('stores a PNG re-encoded, with its detected type, size and hash, and opens it again', async () => {
    const row = await store().store(database.db, {
      ownerId,
      source: png(),
      originalName: '../../etc/My photo\u0007.png',
      allowedTypes: PICTURE_TYPES,
      maxBytes: 10_000,
    });
    assert.equal(row.ownerId, ownerId);
    assert.equal(row.mediaType, 'image/png');
    const bytes = await readFile(path.join(root, row.storageKey));
    assert.equal(row.sizeBytes, bytes.length);
    assert.equal(row.sha256, sha256(bytes));
    assert.deepEqual(await pixelsOf(bytes), await pixelsOf(png()), 'the same picture');
    assert.equal(row.originalName, 'My photo.png', 'no path, no control characters');
    assert.match(row.storageKey, new RegExp(`^${row.id.slice(0, 2)}/${row.id}$`));
    const copy = Buffer.concat(await (await store().open(row)).toArray());
    assert.deepEqual(copy, bytes);
  });

  it('stores a JPEG picture and a PDF given as a stream', async () => {
    const picture = await store().store(database.db, {
      ownerId,
      source: jpeg(),
      originalName: 'me.jpg',
      allowedTypes: PICTURE_TYPES,
      maxBytes: 10_000,
    });
    assert.equal(picture.mediaType, 'image/jpeg');
    const receipt = await store().store(database.db, {
      ownerId,
      source: Readable.from([pdf().subarray(0, 10), pdf().subarray(10)]),
      originalName: 'receipt.pdf',
      allowedTypes: DOCUMENT_TYPES,
      maxBytes: 10_000,
    });
    assert.equal(receipt.mediaType, 'application/pdf');
    assert.equal(receipt.sizeBytes, pdf().length);
    assert.deepEqual(await readFile(path.join(root, receipt.storageKey)), pdf(), 'PDFs are kept');
  });

  it('refuses a truncated picture (415) and one declaring 100,000 × 100,000 pixels (413)', async () => {
    const before = await stored();
    await assert.rejects(
      store().store(database.db, {
        ownerId,
        source: png().subarray(0, 40),
        originalName: 'cut.png',
        allowedTypes: PICTURE_TYPES,
        maxBytes: 10_000,
      }),
      appError('unsupported_media_type'),
    );
    await assert.rejects(
      store().store(database.db, {
        ownerId,
        source: png({ width: 100_000, height: 100_000 }),
        originalName: 'bomb.png',
        allowedTypes: PICTURE_TYPES,
        maxBytes: 10_000,
      }),
      appError('payload_too_large'),
    );
    assert.deepEqual(await stored(), before, 'nothing left on disk');
    assert.deepEqual(await readdir(path.join(root, 'tmp')), []);
  });

  it('strips the EXIF metadata (camera, GPS position) and bounds the size of a photo', async () => {
    const photo = await sharp({
      create: { width: 3200, height: 2000, channels: 3, background: '#0080c0' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Spy 3000' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' },
      })
      .toBuffer();
    assert.ok((await sharp(photo).metadata()).exif, 'the fixture carries EXIF');
    const row = await store().store(database.db, {
      ownerId,
      source: photo,
      originalName: 'holiday.jpg',
      allowedTypes: PICTURE_TYPES,
      maxBytes: 1024 * 1024,
    });
    const bytes = await readFile(path.join(root, row.storageKey));
    const metadata = await sharp(bytes).metadata();
    assert.equal(metadata.format, 'jpeg');
    assert.equal(metadata.exif, undefined);
    assert.ok(!bytes.includes('PhoneCo'));
    assert.deepEqual([metadata.width, metadata.height], [1600, 1000]);
  });

  it('refuses by content: a text file named .png, a PNG where only PDF is allowed', async () => {
    const before = await stored();
    await assert.rejects(
      store().store(database.db, {
        ownerId,
        source: Buffer.from('just some text, not a picture\n'),
        originalName: 'photo.png',
        allowedTypes: PICTURE_TYPES,
        maxBytes: 10_000,
      }),
      appError('unsupported_media_type'),
    );
    await assert.rejects(
      store().store(database.db, {
        ownerId,
        source: png(),
        originalName: 'receipt.pdf',
        allowedTypes: DOCUMENT_TYPES,
        maxBytes: 10_000,
      }),
      appError('unsupported_media_type'),
    );
    assert.deepEqual(await stored(), before, 'nothing left on disk');
    assert.deepEqual(await readdir(path.join(root, 'tmp')), []);
  });

  it('refuses a file over the caller limit, from a buffer or a stream', async () => {
    const before = await stored();
    const big = Buffer.concat([png(), Buffer.alloc(5000)]);
    for (const source of [big, Readable.from([big.subarray(0, 3000), big.subarray(3000)])]) {
      await assert.rejects(
        store().store(database.db, {
          ownerId,
          source,
          originalName: 'big.png',
          allowedTypes: PICTURE_TYPES,
          maxBytes: 4096,
        }),
        appError('payload_too_large'),
      );
    }
    assert.deepEqual(await stored(), before);
    assert.deepEqual(await readdir(path.join(root, 'tmp')), []);
  });

  it('removes the bytes when the row cannot be inserted', async () => {
    const before = await stored();
    await assert.rejects(
      store().store(database.db, {
        ownerId: 'not-a-uuid',
        source: png(),
        originalName: 'x.png',
        allowedTypes: PICTURE_TYPES,
        maxBytes: 10_000,
      }),
    );
    assert.deepEqual(await stored(), before);
  });

  it('deletes the row and the bytes; opening it afterwards is a 404', async () => {
    const row = await store().store(database.db, {
      ownerId,
      source: png(),
      originalName: 'gone.png',
      allowedTypes: PICTURE_TYPES,
      maxBytes: 10_000,
    });
    await store().delete(database.db, row);
    assert.deepEqual(await database.db.select().from(files).where(eq(files.id, row.id)), []);
    assert.ok(!(await stored()).some((name) => name.includes(row.id)));
    await assert.rejects(store().open(row), appError('not_found'));
  });
});

describe('contentDisposition', () => {
  it('escapes quotes and backslashes in the fallback and encodes the exact name', () => {
    assert.equal(
      contentDisposition('attachment', 'a "b"\\c\'(1).pdf'),
      `attachment; filename="a _b__c'(1).pdf"; filename*=UTF-8''a%20%22b%22%5Cc%27%281%29.pdf`,
    );
  });
});

describe('uploads and downloads over HTTP', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let dataDir: string;
  let app: FastifyInstance;
  const ownerId = randomUUID();

  before(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-uploads-'));
    app = Fastify();
    await app.register(appContext, {
      config: testConfig({ QUADRO_DATA_DIR: dataDir }),
      db: database.db,
      accessTokens: createAccessTokenCodec('x'.repeat(32)),
      urlSigner: createUrlSigner('x'.repeat(32)),
    });
    await app.register(errorHandler);
    await app.register(systemParametersPlugin);
    await app.register(fileStorage);
    // Stand-ins for a module's routes: the picture upload of a profile and its download.
    app.post('/pictures', async (request) => {
      const part = await request.file();
      if (!part) throw invalidField('file', 'Required');
      return app.fileStore.store(app.db, {
        ownerId,
        source: part.file,
        originalName: part.filename,
        allowedTypes: PICTURE_TYPES,
        maxBytes: 4096,
      });
    });
    app.get<{ Params: { id: string } }>('/pictures/:id', async (request, reply) => {
      const [row] = await app.db.select().from(files).where(eq(files.id, request.params.id));
      if (!row) throw notFound('File');
      return sendStoredFile(reply, row, 'inline');
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (parts: Parameters<typeof multipartBody>[0]) =>
    app.inject({ method: 'POST', url: '/pictures', ...multipartBody(parts) });

  it('stores an upload under <dataDir>/files and serves it back with safe headers', async () => {
    const response = await upload([
      { filename: 'Fotografia ção 1.png', type: 'text/plain', content: png() },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const row = response.json();
    assert.equal(row.mediaType, 'image/png', 'the client type is ignored');
    const bytes = await readFile(path.join(dataDir, 'files', row.storageKey));
    assert.equal(row.sizeBytes, bytes.length);

    const download = await app.inject({ method: 'GET', url: `/pictures/${row.id}` });
    assert.equal(download.statusCode, 200);
    assert.deepEqual(download.rawPayload, bytes);
    assert.equal(download.headers['content-type'], 'image/png');
    assert.equal(download.headers['content-length'], String(bytes.length));
    assert.equal(download.headers['x-content-type-options'], 'nosniff');
    assert.equal(
      download.headers['content-disposition'],
      `inline; filename="picture.png"; filename*=UTF-8''picture.png`,
      'named after the detected type, never after the upload',
    );
    const again = await app.inject({
      method: 'GET',
      url: `/pictures/${row.id}`,
      headers: { 'if-none-match': download.headers.etag as string },
    });
    assert.equal(again.statusCode, 304);
  });

  it('never sends the uploaded name back: a picture named poly.html downloads as picture.jpg', async () => {
    const response = await upload([{ filename: 'poly.html', type: 'text/html', content: jpeg() }]);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().originalName, 'poly.html', 'kept as data');
    const download = await app.inject({ method: 'GET', url: `/pictures/${response.json().id}` });
    assert.equal(download.headers['content-type'], 'image/jpeg');
    assert.doesNotMatch(String(download.headers['content-disposition']), /poly|html/);
    assert.match(String(download.headers['content-disposition']), /filename="picture\.jpg"/);
  });

  it('answers 415 with a clear message for a truncated picture', async () => {
    const response = await upload([
      { filename: 'cut.png', type: 'image/png', content: png().subarray(0, 40) },
    ]);
    assert.equal(response.statusCode, 415);
    assert.equal(
      response.json().message,
      'The image could not be read: the file is damaged or incomplete',
    );
  });

  it('answers 415 for a text file renamed .png and 413 past the caller limit', async () => {
    const fake = await upload([
      { filename: 'photo.png', type: 'image/png', content: Buffer.from('hello') },
    ]);
    assert.equal(fake.statusCode, 415);
    assert.equal(fake.json().error, 'unsupported_media_type');
    const big = await upload([
      {
        filename: 'big.png',
        type: 'image/png',
        content: Buffer.concat([png(), Buffer.alloc(8192)]),
      },
    ]);
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().error, 'payload_too_large');
  });

  it('answers 413 past the upload ceiling of the multipart parser', async () => {
    const response = await upload([
      {
        filename: 'huge.png',
        type: 'image/png',
        content: Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024 + 1)]),
      },
    ]);
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().error, 'payload_too_large');
  });

  it('answers 404 when the bytes are missing', async () => {
    const [row] = await database.db
      .insert(files)
      .values({
        ownerId,
        originalName: 'lost.png',
        mediaType: 'image/png',
        sizeBytes: 1,
        sha256: 'x',
        storageKey: 'zz/lost',
      })
      .returning();
    const response = await app.inject({ method: 'GET', url: `/pictures/${row?.id}` });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().error, 'not_found');
  });
});
