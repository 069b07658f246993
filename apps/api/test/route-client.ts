import assert from 'node:assert/strict';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../src/platform/mail/outbox.schema.ts';
import type { TestApp } from './test-app.ts';
import { type FormPart, formDataBody } from './upload-fixtures.ts';

/** The bearer header of a signed-in test account (TestApp.authAs). */
export type AuthHeaders = { authorization: string };
export type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The calls a route test makes, bound to a test app that its `before` hook creates later: each
 * call reads the app when it runs.
 */
export function routeClient(testApp: () => TestApp) {
  return {
    /** A JSON call (or none) as `headers`' account. */
    call(method: Method, url: string, headers: AuthHeaders, payload?: object) {
      return testApp().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    },
    /** A multipart call, fields and files in the order given, as a browser's FormData sends it. */
    async upload(
      method: 'POST' | 'PUT',
      url: string,
      headers: AuthHeaders,
      entries: Array<[string, FormPart]>,
    ) {
      const body = await formDataBody(entries);
      return testApp().app.inject({
        method,
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
    /** The mails to `to` whose subject holds `subject`, from the outbox table. */
    mailsTo(to: string, subject: string) {
      return testApp()
        .database.db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subject}%`)));
    },
  };
}

/** The answer's JSON body, after asserting its status (the body is the failure message). */
export function bodyOf(response: InjectResponse, status = 200): unknown {
  assert.equal(response.statusCode, status, response.body);
  return response.json();
}

/** The fields a validation error names, in its order. */
export function fieldsOf(response: InjectResponse): string[] | undefined {
  return response.json().fields?.map((field: { field: string }) => field.field);
}
