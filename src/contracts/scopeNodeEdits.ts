import * as Type from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf } from './answers';
import { RecordId } from './recordCalls';
import { SCOPE_LEVELS, type ScopeLevel } from './scope';

/**
 * The nested scope calls that change a node (spec §7: CRUD under scope/{x}/{id}/{y}): rename
 * or delete a node through its parent, the child named by its id after its level. Both
 * follow the scope resource's rules (ADMIN) as `scope/{id}` does.
 */

const level = <L extends ScopeLevel>(levels: readonly L[], description: string) => Type.Unsafe<L>({ type: 'integer', enum: levels, description });
const NODE_CHILD = Type.Object({
  level: level([SCOPE_LEVELS.program, SCOPE_LEVELS.project, SCOPE_LEVELS.contract], 'The level of the parent: 2, 3 or 4.'),
  id: RecordId,
  childLevel: level([SCOPE_LEVELS.project, SCOPE_LEVELS.contract], 'The level of the child: 3 or 4.'),
  childId: RecordId,
});
const ScopeNode = Type.Object({
  _id: RecordId,
  name: Type.String(),
  level: Type.Integer(),
  parentIds: Type.Optional(Type.Array(RecordId)),
  createdAt: Type.Optional(Type.String({ format: 'date-time' })),
  updatedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
const ONE_CHILD = 'The parent must exist at its level and the child be under it at the child level (404 NOT_FOUND otherwise).';

export const RENAME_SCOPE_CHILD = defineCall({
  method: 'PUT',
  path: 'scope/{level}/{id}/{childLevel}/{childId}',
  tag: 'scope',
  summary: 'Renames a node of the scope tree under its parent',
  description: `${ONE_CHILD} 400 SCOPE.NAME_ALREADY_EXISTS for a name the level has.`,
  access: { resource: 'scope', operation: 'edit' },
  params: NODE_CHILD,
  body: { json: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }) },
  answers: { 200: { description: 'The node renamed.', json: dataOf(ScopeNode) } },
  refusals: { 400: ['SCOPE.NAME_ALREADY_EXISTS'], 404: ['NOT_FOUND'] },
});

export const DELETE_SCOPE_CHILD = defineCall({
  method: 'DELETE',
  path: 'scope/{level}/{id}/{childLevel}/{childId}',
  tag: 'scope',
  summary: 'Deletes a node of the scope tree under its parent',
  description: `${ONE_CHILD} 409 SCOPE.HAS_CHILDREN for a node with nodes under it.`,
  access: { resource: 'scope', operation: 'delete' },
  params: NODE_CHILD,
  answers: { 200: { description: 'The node deleted.', json: dataOf(ScopeNode) } },
  refusals: { 404: ['NOT_FOUND'], 409: ['SCOPE.HAS_CHILDREN'] },
});
