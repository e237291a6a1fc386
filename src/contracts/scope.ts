import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf } from './answers';
import { RecordId } from './recordCalls';
import { SCOPE_CHILDREN_CALL } from './scopeCallPaths';

/**
 * The scope calls of spec §7 over the scope tree (programs 2, projects 3, contracts 4),
 * each behind the scope resource's access rules. Editing and deleting a node go through
 * the generated `scope/{id}`.
 */

/** The scope tree's levels (spec §9): global above them, then program, project, contract. */
export const SCOPE_LEVELS = { program: 2, project: 3, contract: 4 } as const;
export type ScopeLevel = (typeof SCOPE_LEVELS)[keyof typeof SCOPE_LEVELS];
export type ScopeLevelName = keyof typeof SCOPE_LEVELS;

/** A level in a path: its number as text, read as a number (the path is text; the contract reads it as its integer). */
const level = <L extends ScopeLevel>(levels: readonly L[], description: string) => Type.Unsafe<L>({ type: 'integer', enum: levels, description });

const ScopeNode = Type.Object({
  _id: RecordId,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  level: level([SCOPE_LEVELS.program, SCOPE_LEVELS.project, SCOPE_LEVELS.contract], 'program 2, project 3, contract 4'),
  parentIds: Type.Optional(
    Type.Array(RecordId, { maxItems: 2, description: 'The ancestors from the top: a project has [program], a contract [program, project].' }),
  ),
  createdAt: Type.Optional(Type.String({ format: 'date-time' })),
  updatedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type ScopeNode = Static<typeof ScopeNode>;

const NODE = Type.Object({
  level: level([SCOPE_LEVELS.program, SCOPE_LEVELS.project, SCOPE_LEVELS.contract], 'The level of the node: 2, 3 or 4.'),
  id: RecordId,
});
const NODE_AND_LEVEL = Type.Object({
  ...NODE.properties,
  childLevel: level([SCOPE_LEVELS.project, SCOPE_LEVELS.contract], 'A deeper level: 3 or 4.'),
});
const NODE_NOT_FOUND = 'The node must exist at the level the path names (404 NOT_FOUND otherwise).';
/** A child level the node cannot have: the path's parameters each fit their schema, their pair does not (a rule no parameter schema can say). */
const CHILD_LEVEL_REFUSAL = 'CHILD_LEVEL_NOT_ALLOWED';

/** What the two reads share: whoever may list scope nodes calls them; they answer nodes by name. */
const nodeList = {
  method: 'GET',
  tag: 'scope',
  access: { resource: 'scope', operation: 'list' },
  answers: { 200: { description: 'The nodes, by name.', json: dataOf(Type.Array(ScopeNode)) } },
  refusals: { 404: ['NOT_FOUND'] },
} as const;

export const SCOPE_CHILDREN = defineCall({
  ...nodeList,
  path: SCOPE_CHILDREN_CALL.path,
  summary: 'The nodes right under a node of the scope tree',
  description: NODE_NOT_FOUND,
  params: NODE,
});

export const SCOPE_LEVEL_UNDER = defineCall({
  ...nodeList,
  path: 'scope/{level}/{id}/{childLevel}',
  summary: "The nodes of a deeper level under a node (a program's contracts)",
  description: `${NODE_NOT_FOUND} 400 ${CHILD_LEVEL_REFUSAL} (field childLevel, its allowedValues) for a level that is not deeper.`,
  params: NODE_AND_LEVEL,
  refusals: { ...nodeList.refusals, 400: [CHILD_LEVEL_REFUSAL] },
});

export const CREATE_SCOPE_NODE = defineCall({
  method: 'POST',
  path: 'scope/{level}/{id}/{childLevel}',
  tag: 'scope',
  summary: 'A node one level down under a node, its ancestors filled in',
  description: `${NODE_NOT_FOUND} 400 ${CHILD_LEVEL_REFUSAL} (field childLevel, its allowedValues) for a level that is not the next one; 400 SCOPE.NAME_ALREADY_EXISTS for a name the level has.`,
  access: { resource: 'scope', operation: 'create' },
  params: NODE_AND_LEVEL,
  body: { json: Type.Object({ name: ScopeNode.properties.name }, { additionalProperties: false }) },
  answers: { 201: { description: 'The node created.', json: dataOf(ScopeNode) } },
  refusals: { 400: ['SCOPE.NAME_ALREADY_EXISTS', CHILD_LEVEL_REFUSAL], 404: ['NOT_FOUND'] },
});
