import * as Type from 'typebox';
import type { Static, TSchema } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { Count, dataOf, PROJECT_VIEW_REFUSALS } from './answers';
import { PageQuery, pageOf, RECORD_VIEW_REFUSALS, RecordId, recordWith } from './recordCalls';

/**
 * The element calls of spec §7 beside the generated CRUD: the tree (roots, then children
 * on demand), details with children, and an element's commissionable items, pendencies,
 * events and preservation plan. Counts and the path are computed when read.
 */

const ElementNode = recordWith(
  {
    _id: RecordId,
    identifier: Type.String(),
    name: Type.String(),
    tree: Type.String({ description: 'The path: the identifiers from the root down, joined by " / ".' }),
    commissionableItemsCount: Count,
    childrenCount: Count,
    descendantsCount: Count,
  },
  'An element with its path and counts, computed when read, and the other fields of its record.',
);
export type ElementNode = Static<typeof ElementNode>;

const ElementLevel = pageOf(ElementNode);
export type ElementLevel = Static<typeof ElementLevel>;

const ELEMENT_ID = Type.Object({ id: RecordId });
const ONE_ELEMENT = "404 NOT_FOUND for an unknown element, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT for one outside the request's project.";
/** What the calls on one element share: its id in the path, whoever may show it, the refusals of reading it. */
const onElement = {
  method: 'GET',
  tag: 'element',
  access: { resource: 'element', operation: 'show' },
  params: ELEMENT_ID,
  refusals: RECORD_VIEW_REFUSALS,
} as const;

export const ELEMENT_TREE = defineCall({
  method: 'GET',
  path: 'element/tree',
  tag: 'element',
  summary: "The roots of the element hierarchy in the request's project (elements no other element lists as a child), by identifier, each with its counts",
  access: { resource: 'element', operation: 'list' },
  query: PageQuery,
  answers: { 200: { description: 'One page of the roots.', json: dataOf(ElementLevel) } },
  refusals: PROJECT_VIEW_REFUSALS,
});

export const ELEMENT_CHILDRENS = defineCall({
  ...onElement,
  path: 'element/{id}/childrens',
  summary: 'The direct children of an element, by identifier, each with its counts (the tree loads a level when it is opened)',
  description: ONE_ELEMENT,
  query: PageQuery,
  answers: { 200: { description: 'One page of the children.', json: dataOf(ElementLevel) } },
});

const Ancestor = Type.Object({ _id: RecordId, identifier: Type.String(), name: Type.Optional(Type.String()) });

export const ELEMENT_DETAILS = defineCall({
  ...onElement,
  path: 'element/{id}/details-with-childrens',
  summary: 'An element with its counts, its ancestors from the root down and its children (paged like childrens)',
  description: ONE_ELEMENT,
  query: PageQuery,
  answers: {
    200: {
      description: 'The element, its ancestors and one page of its children.',
      json: dataOf(Type.Object({ element: ElementNode, ancestors: Type.Array(Ancestor), childrens: Type.Array(ElementNode), childrensCount: Count })),
    },
  },
});

const CommissionableItem = recordWith(
  { _id: RecordId, identifier: Type.String(), elementId: RecordId },
  'A commissionable item, as GET commissionable-item/{id} answers it.',
);
export type CommissionableItem = Static<typeof CommissionableItem>;
const ElementPendency = recordWith({ _id: RecordId, publicId: Type.String(), name: Type.String() }, 'A pendency, as GET pendency/{id} answers it.');
export type ElementPendency = Static<typeof ElementPendency>;
const ElementEvent = recordWith(
  { _id: RecordId, name: Type.String(), pendenciesCount: Type.Integer({ minimum: 1, description: "How many of the element's pendencies name the event." }) },
  'An event, as GET event/{id} answers it.',
);
export type ElementEvent = Static<typeof ElementEvent>;
const PreservationPlan = recordWith({ _id: RecordId, name: Type.String() }, 'A preservation plan, as GET preservation-plan/{id} answers it.');
const PreservationPlanTask = recordWith(
  { _id: RecordId, planId: RecordId, taskId: RecordId },
  'A task of the plan, as GET preservation-plan-task/{id} answers it.',
);
const ElementPlan = Type.Object({ plan: Type.Union([PreservationPlan, Type.Null()]), tasks: Type.Array(PreservationPlanTask) });
export type ElementPlan = Static<typeof ElementPlan>;

/** A related list of an element: the element's access, and the related resource's own list rule, both apply. */
const related = <T extends TSchema>(what: string, summary: string, item: T) =>
  ({
    ...onElement,
    summary,
    description: `${ONE_ELEMENT} 403 FORBIDDEN for a role that may not list them.`,
    query: PageQuery,
    answers: { 200: { description: `One page of the ${what}.`, json: dataOf(pageOf(item)) } },
  }) as const;

export const ELEMENT_COMMISSIONABLE_ITEMS = defineCall({
  ...related('commissionable items', 'The commissionable items of an element', CommissionableItem),
  path: 'element/{id}/commissionable-items',
});
export const ELEMENT_PENDENCIES = defineCall({
  ...related('pendencies', 'The pendencies naming an element', ElementPendency),
  path: 'element/{id}/pendencies',
});
export const ELEMENT_EVENTS = defineCall({
  ...related('events', 'The events raised on the pendencies of an element, each with how many of them', ElementEvent),
  path: 'element/{id}/events',
});

export const ELEMENT_PRESERVATION_PLAN = defineCall({
  ...onElement,
  path: 'element/{id}/preservation-plan',
  summary: "The preservation plan of an element (null when it has none) and the plan's tasks in order",
  description: `${ONE_ELEMENT} 403 FORBIDDEN for a role that may not list plans or their tasks.`,
  answers: { 200: { description: 'The plan and its tasks.', json: dataOf(ElementPlan) } },
});
