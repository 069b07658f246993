import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { multipartBody, png } from '../../../test/upload-fixtures.ts';

async function pictureUrlOf(t: TestApp, email: string): Promise<string> {
  const body = multipartBody([{ filename: 'me.png', type: 'image/png', content: png() }]);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/accounts/profile-picture',
    payload: body.payload,
    headers: { ...body.headers, ...(await t.authAs(email)) },
  });
  return response.json().profile_picture_url;
}

export const PEOPLE_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'GET /files/profile-pictures/:fileId',
    because: "a signed link opens only the picture it was signed for: not someone else's",
    async arrange(t) {
      const own = await pictureUrlOf(t, 'trainee@example.com');
      const other = await pictureUrlOf(t, 'employee@example.com');
      const [otherPath = ''] = other.split('?');
      const [, signedQuery] = own.split('?');
      return {
        existingId: otherPath.split('/').at(-1) ?? '',
        url: (id) => `/files/profile-pictures/${id}?${signedQuery}`,
        request: {},
      };
    },
  },
];
