import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf, PROJECT_VIEW_REFUSALS } from './answers';
import { PageQuery, pageOf, RecordId, recordWith } from './recordCalls';

/**
 * The element look-ups of spec §7 beside the tree: an element's id from its identifier (the
 * tag a drawing or a spreadsheet names it by), and the elements of one or several element
 * types. Each reads the request's project, by identifier.
 */

const ElementRecord = recordWith(
  { _id: RecordId, identifier: Type.String(), name: Type.String(), elementTypeId: Type.Optional(RecordId) },
  'An element, as GET element/{id} answers it.',
);
export type ElementRecord = Static<typeof ElementRecord>;

/** What the look-ups share: whoever may list elements calls them, in the request's project. */
const lookup = {
  method: 'GET',
  tag: 'element',
  access: { resource: 'element', operation: 'list' },
} as const;

export const ELEMENT_TO_ID = defineCall({
  ...lookup,
  path: 'element/{identifier}/to-id',
  summary: "An element's id from its identifier (tag), in the request's project",
  description: 'The identifier is matched exactly; 404 NOT_FOUND when the project has no element with it.',
  params: Type.Object({ identifier: Type.String({ minLength: 1, maxLength: 200, description: "The element's identifier (tag)." }) }),
  answers: { 200: { description: 'The element found.', json: dataOf(Type.Object({ _id: RecordId, identifier: Type.String(), name: Type.String() })) } },
  refusals: { ...PROJECT_VIEW_REFUSALS, 404: ['NOT_FOUND'] },
});

export const ELEMENTS_BY_TYPE = defineCall({
  ...lookup,
  path: 'element/by-type',
  summary: "The elements of one element type in the request's project, by identifier",
  description: 'An unknown type has no elements: the page is empty.',
  query: Type.Object({ ...PageQuery.properties, elementTypeId: RecordId }),
  answers: { 200: { description: 'One page of the elements.', json: dataOf(pageOf(ElementRecord)) } },
  refusals: PROJECT_VIEW_REFUSALS,
});

export const ELEMENTS_BY_TYPES = defineCall({
  ...lookup,
  path: 'element/by-types',
  summary: "The elements of any of several element types in the request's project, by identifier",
  description: 'The types as a comma list, as every list of ids of the API; an unknown type adds nothing.',
  query: Type.Object({
    ...PageQuery.properties,
    elementTypeIds: Type.String({
      maxLength: 25_000,
      pattern: '^[^,]+(,[^,]+){0,999}$',
      description: 'The element types, a comma list of ids (at most 1 000).',
    }),
  }),
  answers: { 200: { description: 'One page of the elements.', json: dataOf(pageOf(ElementRecord)) } },
  refusals: PROJECT_VIEW_REFUSALS,
});
