import { randomUUID } from 'node:crypto';
import { type Post, postResultSchema } from '@quadro/contract/posts';
import { POSTS_ENDPOINTS } from '@quadro/contract/posts.endpoints';
import type { Profile } from '@quadro/contract/profiles';
import type { SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { type AuthHeaders, bodyOf, routeClient } from '../../../test/route-client.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { FormPart } from '../../../test/upload-fixtures.ts';
import { findPersonByEmail, insertPeople } from '../people/people.public.ts';

export interface TestPerson {
  id: string;
  email: string;
  name: string;
  headers: AuthHeaders;
}

/** A real PNG drawn by sharp. */
export async function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();
}

/** A real JPEG carrying the camera's make and model and a GPS position, as a phone writes them. */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c62828' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS 5D' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 42/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '9/1 8/1 0/1',
      },
    })
    .toBuffer();
}

export const imagePart = (content: Buffer, name = 'photo.png', type = 'image/png'): FormPart => ({
  name,
  type,
  content,
});

/**
 * What the posts' route tests share: fresh people of their own (so no other file's posts or
 * mentions meet them) and a post written through the route.
 */
export function postFixtures(testApp: () => TestApp) {
  const { upload } = routeClient(testApp);

  async function freshPerson(
    name: string,
    options: { nickname?: string; profiles?: Profile[] } = {},
  ): Promise<TestPerson> {
    const t = testApp();
    const template = await findPersonByEmail(t.database.db, 'employee@example.com');
    if (!template) throw new Error('The demo employee is missing');
    const email = `post.${randomUUID().slice(0, 8)}@example.com`;
    const [row] = await insertPeople(t.database.db, [
      {
        name,
        email,
        nickname: options.nickname ?? null,
        passwordHash: template.passwordHash,
        profiles: options.profiles ?? ['employee'],
        enabled: true,
      },
    ]);
    if (!row) throw new Error('The person was just inserted');
    return { id: row.id, email, name, headers: await t.authAs(email) };
  }

  async function writePost(who: AuthHeaders, text: string, images: FormPart[] = []): Promise<Post> {
    const response = await upload('POST', POSTS_ENDPOINTS.createPost.path, who, [
      ['text', text],
      ...images.map((image): [string, FormPart] => ['images', image]),
    ]);
    return postResultSchema.parse(bodyOf(response, 201)).post;
  }

  /** The rows of a raw query (both engines answer `{ rows }`). */
  async function rowsOf<Row>(query: SQL): Promise<Row[]> {
    const result = (await testApp().database.db.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  }

  return { freshPerson, writePost, rowsOf };
}
