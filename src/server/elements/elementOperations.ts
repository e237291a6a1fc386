import type { HandWrittenOperation } from '../openapi/handWrittenOperations';
import type { JsonSchema } from '../openapi/openApiTypes';

const count: JsonSchema = { type: 'integer', minimum: 0 };
const PAGING = 'Query: skip, limit (0-1000, default 100); 400 INVALID_QUERY otherwise.';
const ELEMENT = "404 NOT_FOUND for an unknown element, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT for one outside the request's project.";

const node: JsonSchema = {
  type: 'object',
  description: 'An element with its path (tree: the identifiers from the root down, joined by " / ") and counts, computed when read.',
  required: ['_id', 'identifier', 'childrenCount', 'descendantsCount'],
  properties: {
    _id: { type: 'string' },
    identifier: { type: 'string' },
    name: { type: 'string' },
    tree: { type: 'string' },
    commissionableItemsCount: count,
    childrenCount: count,
    descendantsCount: count,
  },
};
const list = (items: JsonSchema): JsonSchema => ({ type: 'object', required: ['items', 'count'], properties: { items: { type: 'array', items }, count } });
const read = (summary: string, answer: JsonSchema): HandWrittenOperation => ({ tag: 'element', summary, answer });

/** The OpenAPI description of the element calls (src/server/elements/elementRoutes.ts). */
export function elementOperations(): Record<string, HandWrittenOperation> {
  return {
    'GET element/tree': read(`The roots of the element hierarchy in the request's project (elements no other element lists as a child), by identifier, each with its counts. ${PAGING}`, list(node)),
    'GET element/:id/childrens': read(`The direct children of an element, by identifier, each with its counts (the tree loads a level when it is opened). ${PAGING} ${ELEMENT}`, list(node)),
    'GET element/:id/details-with-childrens': read(
      `An element with its counts, its ancestors from the root down and its children (paged like childrens). ${ELEMENT}`,
      { type: 'object', required: ['element', 'ancestors', 'childrens', 'childrensCount'], properties: { element: node, ancestors: { type: 'array', items: { type: 'object' } }, childrens: { type: 'array', items: node }, childrensCount: count } },
    ),
    'GET element/:id/commissionable-items': read(`The commissionable items of an element. ${PAGING} ${ELEMENT}`, list({ type: 'object' })),
    'GET element/:id/pendencies': read(`The pendencies naming an element. ${PAGING} ${ELEMENT}`, list({ type: 'object' })),
    'GET element/:id/events': read(`The events raised on the pendencies of an element, each with pendenciesCount. ${PAGING} ${ELEMENT}`, list({ type: 'object' })),
    'GET element/:id/preservation-plan': read(`The preservation plan of an element (null when it has none) and the plan's tasks in order. ${ELEMENT}`, {
      type: 'object',
      required: ['plan', 'tasks'],
      properties: { plan: { type: ['object', 'null'] }, tasks: { type: 'array', items: { type: 'object' } } },
    }),
  };
}
