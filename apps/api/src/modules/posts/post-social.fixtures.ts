import { randomUUID } from 'node:crypto';
import type { Profile } from '@quadro/contract/profiles';
import { eq } from 'drizzle-orm';
import type { AuthHeaders } from '../../../test/route-client.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { findPersonByEmail, insertPeople, type NewPerson } from '../people/people.public.ts';
import { posts } from './posts.schema.ts';

export interface TestPerson {
  id: string;
  email: string;
  name: string;
  headers: AuthHeaders;
}

/**
 * What the likes, comments and celebrations tests share: people of their own and posts written
 * straight into the table (the route that creates posts is tested on its own).
 */
export function socialFixtures(testApp: () => TestApp) {
  async function insertPerson(
    name: string,
    fields: Partial<NewPerson> & { profiles?: Profile[] } = {},
  ): Promise<{ id: string; email: string; name: string }> {
    const t = testApp();
    const template = await findPersonByEmail(t.database.db, 'employee@example.com');
    if (!template) throw new Error('The demo employee is missing');
    const email = `${name.toLowerCase().replace(/ /g, '.')}.${randomUUID().slice(0, 8)}@example.com`;
    const [row] = await insertPeople(t.database.db, [
      {
        name,
        email,
        passwordHash: template.passwordHash,
        profiles: ['employee'],
        enabled: true,
        ...fields,
      },
    ]);
    if (!row) throw new Error('The person was just inserted');
    return { id: row.id, email, name };
  }

  /** A person who signs in. */
  async function freshPerson(
    name: string,
    fields: Partial<NewPerson> & { profiles?: Profile[] } = {},
  ): Promise<TestPerson> {
    const person = await insertPerson(name, fields);
    return { ...person, headers: await testApp().authAs(person.email) };
  }

  async function insertPost(authorId: string, text = 'Hello, feed'): Promise<string> {
    const [row] = await testApp()
      .database.db.insert(posts)
      .values({ authorId, text })
      .returning({ id: posts.id });
    if (!row) throw new Error('The post was just inserted');
    return row.id;
  }

  async function removePost(postId: string, by: string): Promise<void> {
    await testApp()
      .database.db.update(posts)
      .set({ removedAt: new Date(), removedBy: by, removalReason: 'Off topic' })
      .where(eq(posts.id, postId));
  }

  return { insertPerson, freshPerson, insertPost, removePost };
}
