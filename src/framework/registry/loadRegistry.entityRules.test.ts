import { describe, expect, it } from 'vitest';
import { loadRegistry } from './loadRegistry';
import type { RegistryIssue, RegistrySources, StatusAction } from './types';

const labels = (text: string) => ({ pt: text, en: text, es: text });
const jobSchema = {
  $id: 'job.schema.json',
  type: 'object',
  properties: {
    _id: { type: 'string', readOnly: true },
    name: { type: 'string' },
    status: { type: 'integer', enum: [0, 1, 2] },
    state: { type: 'string', enum: ['OPEN', 'DONE'] },
    standard: { type: 'boolean' },
    groupId: { type: 'string' },
    ownerIds: { type: 'array', items: { type: 'string' } },
    steps: { type: 'array', items: { type: 'object', properties: { ownerId: { type: 'string' } } } },
    roles: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
    boss: { type: 'boolean', readOnly: true },
    deleted: { type: 'boolean' },
    reason: { type: 'string' },
  },
};
const ownerSchema = { $id: 'owner.schema.json', type: 'object', properties: { _id: { type: 'string' }, name: { type: 'string' } } };
const statusSet = {
  name: 'job-status',
  unknown: 0,
  all: { value: 99, order: -1, labels: labels('All') },
  values: [
    { value: 0, key: 'NEW', color: 'grey', phase: 'initial', labels: labels('New') },
    { value: 1, key: 'RUNNING', color: 'cyan', phase: 'initial', labels: labels('Running') },
    { value: 2, key: 'DONE', color: 'green', phase: 'conclusive', labels: labels('Done') },
  ],
};
const stateSet = {
  name: 'job-state',
  like: 'job-status',
  values: [
    { value: 'OPEN', as: 0 },
    { value: 'DONE', as: 2, labels: { pt: 'Feito' } },
  ],
};
const jobResource = {
  name: 'job',
  schema: 'job.schema.json',
  api: { path: 'job', createPath: 'job/create', list: { where: [{ field: 'ownerIds', op: 'notEmpty' }] } },
  list: { filters: ['name', { field: 'status', kind: 'enum' }, { field: 'ownerIds[]', param: 'owner', kind: 'reference' }] },
  references: { 'ownerIds[]': { resource: 'owner' }, 'steps[].ownerId': { resource: 'owner' } },
  valueSets: { status: 'job-status', state: 'job-state' },
  derived: { boss: { path: 'roles[].name', includes: ['ADMIN'] } },
  softDelete: { path: '{id}/delete', reason: 'reason', flag: 'deleted' },
  actions: [
    { name: 'move', kind: 'status', path: '{id}/move', field: 'status', choices: [0, 2] },
    { name: 'makeStandard', kind: 'exclusive', path: '{id}/standard', field: 'standard', scope: ['groupId'] },
    { name: 'addOwners', kind: 'link', method: 'POST', path: '{id}/add-owners', input: 'ownerIds', target: 'owner', via: { field: 'ownerIds' } },
    {
      name: 'assign',
      kind: 'assign',
      method: 'POST',
      path: '/owner/{targetId}/jobs',
      target: 'owner',
      field: 'groupId',
      send: ['_id'],
      partial: 'P',
      success: 'S',
    },
  ],
};
const ownerResource = { name: 'owner', schema: 'owner.schema.json', api: { path: 'owner' } };

function sources(
  job: object = jobResource,
  sets: Record<string, object> = { 'job-status.values.json': statusSet, 'job-state.values.json': stateSet },
): RegistrySources {
  const text = (files: Record<string, object>) => Object.fromEntries(Object.entries(files).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    schemas: text({ 'job.schema.json': jobSchema, 'owner.schema.json': ownerSchema }),
    resources: text({ 'job.resource.json': job, 'owner.resource.json': ownerResource }),
    valueSets: text(sets),
  };
}

function issuesOf(input: RegistrySources): RegistryIssue[] {
  const result = loadRegistry(input);
  if (result.ok) throw new Error('expected the registry to be refused');
  return result.issues;
}

describe('loadRegistry: value sets, array references and actions', () => {
  it('loads value sets, inheriting labels, colours and phases through `like`', () => {
    const result = loadRegistry(sources());
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const state = result.model.valueSets?.['job-state'];
    expect(state?.values).toEqual([
      { value: 'OPEN', key: 'NEW', color: 'grey', phase: 'initial', labels: labels('New'), order: 0, as: 0 },
      { value: 'DONE', key: 'DONE', color: 'green', phase: 'conclusive', labels: { pt: 'Feito', en: 'Done', es: 'Done' }, order: 1, as: 2 },
    ]);
    const job = result.model.resources.find((r) => r.name === 'job');
    expect(job?.valueSetModels?.status?.name).toBe('job-status');
    expect(job?.list.filters.find((f) => f.field === 'status')?.allValue).toBe(99);
    expect(job?.list.filters.find((f) => f.field === 'ownerIds[]')).toMatchObject({ param: 'owner', kind: 'reference' });
    expect(job?.api.createPath).toBe('job/create');
    expect(job?.softDelete).toEqual({ method: 'PUT', path: '{id}/delete', reason: 'reason', flag: 'deleted' });
    const move = job?.actions.find((a) => a.name === 'move') as StatusAction;
    expect(move).toMatchObject({ method: 'PUT', input: 'status', invalidError: 'INVALID_STATUS', confirm: false });
  });

  it('names each fault of a value set', () => {
    const broken = { ...statusSet, unknown: 7, values: [...statusSet.values, { value: 1, color: 'red', labels: { pt: 'x' } }] };
    const messages = issuesOf(
      sources(jobResource, { 'job-status.values.json': broken, 'job-state.values.json': { ...stateSet, values: [{ value: 'X', as: 5 }] } }),
    ).map((issue) => `${issue.file}#${issue.pointer}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'resources/job-status.values.json#/values/3/value: value 1 appears twice',
        'resources/job-status.values.json#/values/3: has no label for en, es',
        'resources/job-status.values.json#/unknown: 7 is not one of the values',
        'resources/job-state.values.json#/values/0/as: 5 is not a value of "job-status"',
      ]),
    );
  });

  it('refuses value sets, paths and action fields that do not fit the schema', () => {
    const broken = {
      ...jobResource,
      references: { 'steps[].nope': { resource: 'owner' } },
      valueSets: { status: 'missing', state: 'job-status' },
      actions: [
        { name: 'move', kind: 'status', path: 'move', field: 'status' },
        { name: 'makeStandard', kind: 'exclusive', path: '{id}/standard', field: 'name', scope: ['nope'] },
        { name: 'assign', kind: 'assign', path: '/owner/jobs', target: 'ghost', field: 'groupId', send: ['_id'], partial: 'P', success: 'S' },
      ],
    };
    const messages = issuesOf(sources(broken)).map((issue) => `${issue.pointer}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        '/references/steps[].nope: field "steps[].nope" is not a field of job.schema.json',
        expect.stringMatching(/^\/valueSets\/status: value set "missing" does not exist/),
        '/valueSets/state: values 0, 1, 2 of "job-status" are not in the schema of "state"',
        '/actions/0/path: the path needs "{id}" (or, for a status action, "idFrom")',
        '/actions/1/field: "name" must be a boolean field',
        '/actions/1/scope/0: "nope" is not a field of job.schema.json',
        '/actions/2/target: resource "ghost" does not exist',
        '/actions/2/path: an assign action needs "{targetId}" in its path',
      ]),
    );
  });

  it('keeps maintained fields, and refuses those naming fields or resources that do not exist', () => {
    const maintainedFields = {
      path: { field: 'name', children: 'ownerIds', label: 'name', separator: ' / ' },
      counts: [{ field: 'status', resource: 'owner', target: 'name' }],
    };
    const loaded = loadRegistry(sources({ ...jobResource, maintainedFields }));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    expect(loaded.model.resources.find((resource) => resource.name === 'job')?.maintainedFields).toEqual(maintainedFields);

    const broken = {
      path: { field: 'nope', children: 'ownerIds', label: 'name', separator: ' / ' },
      counts: [
        { field: 'status', resource: 'ghost', target: 'x' },
        { field: 'status', resource: 'owner', target: 'jobId' },
      ],
    };
    const messages = issuesOf(sources({ ...jobResource, maintainedFields: broken })).map((issue) => `${issue.pointer}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/maintainedFields\/path\/field: /),
        expect.stringMatching(/^\/maintainedFields\/counts\/0\/resource: resource "ghost" does not exist/),
        '/maintainedFields/counts/1/target: "jobId" is not a field of resource "owner"',
      ]),
    );
  });
});
