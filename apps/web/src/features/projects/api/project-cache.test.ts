import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Project } from '@quadro/contract/projects';
import { QueryClient } from '@tanstack/react-query';
import { watchedQueries } from '../../../app/api/query-reads.test-support.ts';
import { afterMutationSuccess } from '../../../app/api/use-app-mutation.ts';
import { projectListKeys, putProject } from './project-cache.ts';
import { projectKeys } from './project-keys.ts';

const projectNamed = (name: string) => ({ id: 'p1', name, members: [] }) as unknown as Project;
const pageKey = [...projectKeys.list, { page: 0, clientId: null, status: null }];
const summaryKey = ['projects', 'summary', 'p1'];

test("a saved project's answer replaces the one being edited, which is not read again; the list and summary are", async () => {
  const queryClient = new QueryClient();
  const { reads, observe } = watchedQueries(queryClient);
  await observe(projectKeys.one('p1'), projectNamed('Before'));
  await observe(pageKey, { items: [], total: 0 });
  await observe(summaryKey, {});
  reads.length = 0;

  await afterMutationSuccess(
    queryClient,
    {
      invalidates: projectListKeys,
      onSuccess: (project: Project) => putProject(queryClient, project),
    },
    projectNamed('After'),
    undefined,
  );

  assert.deepEqual(reads, [JSON.stringify(pageKey), JSON.stringify(summaryKey)]);
  assert.deepEqual(queryClient.getQueryData(projectKeys.one('p1')), projectNamed('After'));
  queryClient.clear();
});
