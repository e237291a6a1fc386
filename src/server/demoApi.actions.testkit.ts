import type { RegistryModel, ResourceModel, StatusAction } from '../framework/registry/types';
import { testResourceModel } from '../framework/testing/testResourceModel';

/*
 * A made-up model for the API tests of the entity actions (every kind, every rule once):
 * job        status actions (manual choice restricted, fixed-value cancel, refusals), soft
 *            delete, a create path of its own, references inside arrays; the target of
 *            two bulk assign actions (to a person: array field; to a team: single field).
 * job-step   a status action with the record id in the body, a history, a flag, a note
 *            required by a flag on a step-state record, and a key that must match.
 * step-state toggled through the path (`states/{id}/set-explanation-required/{value}`).
 * plan       exclusive `set-standard` scoped by group and kind; chores linked through
 *            plan-chore records.
 * node       children linked through an id array (a tree: cycles refused).
 * ticket     simple-rest; string statuses; a reason required to cancel.
 */

const text = { type: 'string' };
const id = { type: 'string', readOnly: true };
const stamp = { type: 'string', format: 'date-time', readOnly: true };
const paginated = (name: string, path = name): ResourceModel['api'] => ({
  style: 'paginated',
  path,
  idField: '_id',
  createPath: path,
  list: { path: `${path}/page`, paged: true, countParam: 'collectionCount', where: [] },
});
/** Every key the registry loader fills by default, on top of testResourceModel. */
const resource = (overrides: Partial<ResourceModel> & Pick<ResourceModel, 'name'>): ResourceModel =>
  testResourceModel({ api: paginated(overrides.name), show: { fields: [], related: [] }, valueSets: {}, derived: {}, ...overrides });

const statusDefaults = { method: 'PUT', invalidError: 'INVALID_STATUS', confirm: false } as const;
const concluded = [3, 4, 5, 6, 7, 8, 9, 10];

const jobStatus: StatusAction = {
  ...statusDefaults,
  name: 'updateStatus',
  kind: 'status',
  path: '{id}/update-status',
  field: 'state',
  input: 'state',
  choices: [0, 2, 3, 9],
  user: { id: 'userId', name: 'userName' },
  refuse: [{ field: 'state', in: [9], error: 'JOB_IS_CANCELLED', status: 400 }],
};
const jobCancel: StatusAction = {
  ...statusDefaults,
  name: 'cancel',
  kind: 'status',
  path: 'cancel/{id}',
  field: 'state',
  input: 'state',
  value: 9,
  confirm: true,
  user: { id: 'userId' },
  refuse: [{ field: 'state', in: [9], error: 'JOB_IS_CANCELLED', status: 400 }],
};

export const actionsModel: RegistryModel = {
  valueSets: {},
  resources: [
    resource({
      name: 'job',
      api: { ...paginated('job'), createPath: 'job/create' },
      schema: {
        type: 'object',
        required: ['name'],
        properties: {
          _id: id,
          name: text,
          state: { $ref: '#/$defs/state', default: 0 },
          typeId: text,
          responsibles: { type: 'array', items: text },
          teamId: text,
          parts: { type: 'array', items: { type: 'object', properties: { partId: text } } },
          isDeleted: { type: 'boolean', readOnly: true },
          reasonForDeletion: { type: 'string', readOnly: true },
          lastUpdated: stamp,
        },
        $defs: { state: { type: 'integer', enum: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] } },
      },
      references: { 'responsibles[]': { resource: 'person' }, teamId: { resource: 'team' }, 'parts[].partId': { resource: 'part' } },
      softDelete: { method: 'PUT', path: '{id}/delete', reason: 'reasonForDeletion', flag: 'isDeleted' },
      actions: [
        jobStatus,
        jobCancel,
        {
          name: 'assignToPerson',
          kind: 'assign',
          method: 'POST',
          path: '/person/{targetId}/assign-jobs',
          target: 'person',
          field: 'responsibles',
          send: ['_id', 'typeId'],
          refuse: [{ field: 'state', in: concluded, error: 'JOB_IS_CONCLUDED', status: 400 }],
          partial: 'SOME_JOBS_WERE_NOT_ASSIGNED',
          success: 'JOBS_ASSIGNED',
        },
        {
          name: 'assignToTeam',
          kind: 'assign',
          method: 'POST',
          path: '/groups/{targetId}/assign-jobs',
          target: 'team',
          field: 'teamId',
          send: ['_id', 'typeId'],
          refuse: [{ field: 'state', in: concluded, error: 'JOB_IS_CONCLUDED', status: 400 }],
          partial: 'SOME_JOBS_WERE_NOT_ASSIGNED',
          success: 'JOBS_ASSIGNED',
        },
      ],
      timestamps: { updatedAt: 'lastUpdated' },
    }),
    resource({
      name: 'job-step',
      schema: {
        type: 'object',
        properties: {
          _id: id,
          jobId: text,
          status: { type: 'integer', enum: [0, 1, 2, 3] },
          justification: text,
          history: { type: 'array', readOnly: true },
          lastUpdated: stamp,
        },
      },
      actions: [
        {
          ...statusDefaults,
          name: 'updateStatus',
          kind: 'status',
          path: 'update-status',
          idFrom: 'stepId',
          field: 'status',
          input: 'status',
          user: { id: 'userId', name: 'userName' },
          flags: { allowsExternalUpdate: false },
          note: { field: 'justification', requiredWhen: { resource: 'step-state', match: 'status', flag: 'explanationRequired' } },
          history: 'history',
          send: ['jobId'],
        },
      ],
      timestamps: { updatedAt: 'lastUpdated' },
    }),
    resource({
      name: 'step-state',
      api: paginated('step-state', 'states'),
      actions: [
        {
          name: 'setExplanationRequired',
          kind: 'toggle',
          method: 'PUT',
          path: '{id}/set-explanation-required/{value}',
          field: 'explanationRequired',
          valueIn: 'path',
        },
      ],
    }),
    resource({
      name: 'plan',
      actions: [
        { name: 'setStandard', kind: 'exclusive', method: 'PUT', path: '{id}/set-standard', field: 'isStandard', scope: ['groupId', 'kindId'] },
        {
          name: 'addChores',
          kind: 'link',
          method: 'POST',
          path: '{id}/add-chores',
          input: 'choreIds',
          target: 'chore',
          via: { resource: 'plan-chore', owner: 'planId', target: 'choreId' },
        },
        {
          name: 'removeChores',
          kind: 'unlink',
          method: 'POST',
          path: '{id}/remove-chores',
          input: 'choreIds',
          target: 'chore',
          via: { resource: 'plan-chore', owner: 'planId', target: 'choreId' },
        },
      ],
      timestamps: { updatedAt: 'updatedAt' },
    }),
    resource({
      name: 'plan-chore',
      schema: {
        type: 'object',
        properties: { _id: id, planId: text, choreId: text, order: { type: 'integer' }, fieldFrequency: { type: 'integer', default: 30 } },
      },
    }),
    resource({ name: 'chore' }),
    resource({
      name: 'node',
      actions: [
        { name: 'addChildren', kind: 'link', method: 'POST', path: '{id}/add-children', input: 'childrenIds', target: 'node', via: { field: 'children' } },
        {
          name: 'removeChildren',
          kind: 'unlink',
          method: 'POST',
          path: '{id}/remove-children',
          input: 'childrenIds',
          target: 'node',
          via: { field: 'children' },
        },
      ],
    }),
    resource({ name: 'person' }),
    resource({ name: 'team', api: paginated('team', 'groups') }),
    resource({ name: 'part' }),
    resource({
      name: 'ticket',
      api: {
        style: 'simple-rest',
        path: 'ticket',
        idField: 'id',
        createPath: 'ticket',
        list: { path: 'ticket', paged: true, countParam: 'collectionCount', where: [] },
      },
      schema: {
        type: 'object',
        properties: {
          id: { type: 'integer', readOnly: true },
          name: text,
          status: { type: 'string', enum: ['DRAFT', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] },
        },
      },
      actions: [
        {
          ...statusDefaults,
          name: 'changeStatus',
          kind: 'status',
          path: '{id}/change-status',
          field: 'status',
          input: 'nextStatus',
          transitions: { DRAFT: ['IN_PROGRESS', 'CANCELLED'], IN_PROGRESS: ['COMPLETED', 'CANCELLED'] },
          reason: { field: 'reasonForCancellation', requiredFor: ['CANCELLED'] },
          note: { field: 'justification' },
        },
      ],
    }),
  ],
};

const hex = (n: number): string => n.toString(16).padStart(24, '0');
export const jobIds = [hex(1), hex(2), hex(3), hex(4)];

export const actionsFixtures: Record<string, unknown[]> = {
  'job.json': [
    { _id: jobIds[0], name: 'Inspect pump', state: 0, typeId: 't1', responsibles: ['u1'], lastUpdated: '2024-01-01T00:00:00.000Z' },
    { _id: jobIds[1], name: 'Paint tank', state: 9, typeId: 't1', lastUpdated: '2024-01-01T00:00:00.000Z' },
    { _id: jobIds[2], name: 'Test valve', state: 3, typeId: 't2', lastUpdated: '2024-01-01T00:00:00.000Z' },
    { _id: jobIds[3], name: 'Clean duct', state: 2, typeId: 't2', lastUpdated: '2024-01-01T00:00:00.000Z' },
  ],
  'job-step.json': [{ _id: 's1', jobId: jobIds[0], status: 0, history: [] }],
  'step-state.json': [
    { _id: 'ss0', status: 0, explanationRequired: false },
    { _id: 'ss1', status: 1, explanationRequired: true },
    { _id: 'ss2', status: 2, explanationRequired: false },
  ],
  'plan.json': [
    { _id: 'p1', name: 'A', groupId: 'g1', kindId: 'k1', isStandard: false },
    { _id: 'p2', name: 'B', groupId: 'g1', kindId: 'k1', isStandard: true },
    { _id: 'p3', name: 'C', groupId: 'g1', kindId: 'k2', isStandard: true },
    { _id: 'p4', name: 'D', groupId: 'g2', kindId: 'k1', isStandard: true },
  ],
  'plan-chore.json': [{ _id: 'pc1', planId: 'p1', choreId: 'c1', order: 1 }],
  'chore.json': [{ _id: 'c1' }, { _id: 'c2' }, { _id: 'c3' }],
  'node.json': [
    { _id: 'n1', name: 'root', children: ['n2'] },
    { _id: 'n2', name: 'branch', children: ['n3'] },
    { _id: 'n3', name: 'leaf', children: [] },
    { _id: 'n4', name: 'loose' },
  ],
  'person.json': [
    { _id: 'u1', name: 'Ana' },
    { _id: 'u2', name: 'Bruno' },
  ],
  'team.json': [{ _id: 'g1', name: 'Mechanics' }],
  'part.json': [{ _id: 'pa1', name: 'Bolt' }],
  'ticket.json': [
    { id: 1, name: 'Leak', status: 'DRAFT' },
    { id: 2, name: 'Noise', status: 'COMPLETED' },
  ],
};
