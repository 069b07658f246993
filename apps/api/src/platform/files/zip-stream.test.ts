import assert from 'node:assert/strict';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { bytesOf } from '../../../test/bytes.ts';
import { type ZipStreamEntry, zipEntryNamer, zipStream } from './zip-stream.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('zipStream', () => {
  it('zips made and streamed entries under names any file system takes, the same name numbered', async () => {
    const nameOf = zipEntryNamer();
    const entries: ZipStreamEntry[] = [
      { name: nameOf('Ana Ferreira 2030-01', 'pdf'), content: async () => text('one') },
      {
        name: nameOf('Ana Ferreira 2030-01', 'pdf'),
        content: async () =>
          (async function* () {
            yield text('tw');
            yield text('o');
          })(),
      },
      { name: nameOf('a/b: c?', 'png'), content: async () => text('three') },
    ];
    const files = unzipSync(await bytesOf(zipStream(entries)));
    assert.deepEqual(
      Object.fromEntries(
        Object.entries(files).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]),
      ),
      {
        'Ana Ferreira 2030-01.pdf': 'one',
        'Ana Ferreira 2030-01 (2).pdf': 'two',
        'a_b_ c_.png': 'three',
      },
    );
  });

  it('asks for the next entry only as the reader takes the last, and for none once it went away', async () => {
    let asked = 0;
    const megabyte = new Uint8Array(1024 * 1024);
    function* entries(): Generator<ZipStreamEntry> {
      for (let index = 0; index < 10_000; index++) {
        asked += 1;
        yield { name: `${index}.bin`, content: async () => megabyte };
      }
    }
    const stream = zipStream(entries());
    stream.read();
    await once(stream, 'readable');
    await sleep(50);
    assert.ok(asked <= 2, `${asked} entries asked for while the reader waits`);
    stream.destroy();
    const before = asked;
    await sleep(50);
    assert.ok(asked - before <= 1, 'no more entries once the reader went away');
  });
});
