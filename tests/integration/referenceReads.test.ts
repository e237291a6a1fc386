/**
 * A reference field asks for its records only when the role may read them
 * (`canReadReferences`), and a form's reference select searches them only when the role may
 * list them (`canListReferences`, useReferenceChoices): held here, for every demo role, every
 * resource a definition references and every reference of every form the role may open, to
 * what the demo API answers the data provider's very call.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccessResource, canListReferences, canReadReferences } from '../../src/framework/auth/resourceAccess';
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

/** The references a resource's form draws (`form.fields`, lists and those inside lists of objects too), by path. */
function formReferences(name: string): { path: string; target: string }[] {
  const resource = model.resources.find((candidate) => candidate.name === name)!;
  const fields = new Set(resource.form.fields);
  return Object.entries(resource.references)
    .filter(([path]) => fields.has(path.split(/[[.]/)[0] ?? ''))
    .map(([path, reference]) => ({ path, target: reference.resource }));
}

describe("form reference selects as every demo role: a select searches exactly when the API answers, else offers only the session's own", () => {
  for (const user of DEMO_USERS.filter((candidate) => candidate.hasProject || candidate.roles.includes('ADMIN'))) {
    it(user.username, async () => {
      const { access_token: token } = await signIn(api.url, user.username);
      const dataProvider = createDataProvider({ model, baseUrl: api.url.replace(/\/$/, ''), getRequestContext: () => ({ lang: 'pt', token }) });
      const writes = model.resources.filter((resource) =>
        ['create', 'edit'].some((action) => canAccessResource(model, { resource: resource.name, action }, user.roles)),
      );
      const disagreements: string[] = [];
      const searched = new Map<string, boolean>();
      for (const resource of writes) {
        for (const { path, target } of formReferences(resource.name)) {
          const asks = canListReferences(model, target, user.roles);
          if (!searched.has(target)) {
            const choices = model.resources.find((candidate) => candidate.name === target)!;
            const answered = await dataProvider
              .getList(target, { pagination: { page: 1, perPage: choices.list.choicesPerPage }, sort: choices.list.sort, filter: {} })
              .then(
                () => true,
                (error: unknown) => {
                  if (error instanceof ApiError && error.status === 403) return false;
                  throw error;
                },
              );
            searched.set(target, answered);
          }
          if (searched.get(target) !== asks)
            disagreements.push(
              `${resource.name}.${path} → ${target}: the select would ${asks ? '' : 'not '}search, the API ${searched.get(target) ? 'answers' : 'refuses'}`,
            );
        }
      }
      expect(disagreements).toEqual([]);
      // Where the role may not list projects, the select offers the user's own (the session's call): answered, and only projects the user belongs to.
      if (
        writes.some((resource) => formReferences(resource.name).some(({ target }) => target === 'project')) &&
        !canListReferences(model, 'project', user.roles)
      ) {
        const answer = await fetch(`${api.url.replace(/\/$/, '')}/user/projects`, { headers: { Authorization: `Bearer ${token}` } });
        expect(answer.status).toBe(200);
        const offered = ((await answer.json()) as { data: { _id: string }[] }).data.map((project) => project._id);
        expect(offered.length).toBeGreaterThan(0);
        expect(offered.filter((id) => !ownProjects(user.username).includes(id))).toEqual([]);
      }
    });
  }
});

/** The projects a demo user belongs to, as the fixtures give them. */
function ownProjects(username: string): string[] {
  const users = JSON.parse(readFileSync(join(PROJECT_ROOT, 'fixtures', 'user.json'), 'utf8')) as { username: string; projects?: string[] }[];
  return users.find((candidate) => candidate.username === username)?.projects ?? [];
}
