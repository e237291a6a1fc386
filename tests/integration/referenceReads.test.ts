/**
 * A reference field asks for its records only when the role may read them
 * (`canReadReferences`): held here, for every demo role and every resource a definition
 * references, to what the demo API answers the data provider's very call.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReadReferences } from '../../src/framework/auth/resourceAccess';
import { ApiError } from '../../src/framework/data/ApiError';
import { createDataProvider } from '../../src/framework/data/createDataProvider';
import { signIn } from '../../src/server/auth/signIn.testkit';
import { PROJECT_ROOT, projectModel, startProjectApi, type RunningTestApi } from '../../src/server/demoApi.testkit';
import { DEMO_USERS } from '../support/demoUserRoles';

const model = projectModel();
const referenced = [...new Set(model.resources.flatMap((resource) => Object.values(resource.references).map((reference) => reference.resource)))].sort();

/** One id of the resource's committed records. */
function someId(name: string): string {
  const resource = model.resources.find((candidate) => candidate.name === name)!;
  const records = JSON.parse(readFileSync(join(PROJECT_ROOT, 'fixtures', resource.fixture), 'utf8')) as Record<string, unknown>[];
  return String(records[0]?.[resource.api.idField] ?? 'none');
}

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('reference-reads');
});
afterAll(() => api.close());

describe('reference reads as every demo role: the field asks exactly when the API answers', () => {
  // A user without a project reads nothing but the join request (spec §6), an admin everything.
  for (const user of DEMO_USERS.filter((candidate) => candidate.hasProject || candidate.roles.includes('ADMIN'))) {
    it(user.username, async () => {
      const { access_token: token } = await signIn(api.url, user.username);
      const dataProvider = createDataProvider({ model, baseUrl: api.url.replace(/\/$/, ''), getRequestContext: () => ({ lang: 'pt', token }) });
      const disagreements: string[] = [];
      for (const target of referenced) {
        const expected = canReadReferences(model, target, user.roles);
        const answered = await dataProvider.getMany(target, { ids: [someId(target)] }).then(
          () => true,
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 403) return false;
            throw error;
          },
        );
        if (answered !== expected) disagreements.push(`${target}: the field would ${expected ? '' : 'not '}ask, the API ${answered ? 'answers' : 'refuses'}`);
      }
      expect(disagreements).toEqual([]);
      // The rule is not trivial for the roles the demo has: someone reads less than an admin.
      if (!user.roles.includes('ADMIN')) expect(referenced.some((target) => !canReadReferences(model, target, user.roles))).toBe(true);
    });
  }
});
