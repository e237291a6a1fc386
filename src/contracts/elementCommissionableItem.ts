import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf } from './answers';
import { RECORD_VIEW_REFUSALS, RecordId, recordWith } from './recordCalls';

/**
 * One commissionable item of an element (spec §7, element: `commissionable-item`, beside the
 * list `commissionable-items`): add one to the element, change one of its items, remove one.
 * The element's project rules apply, and the commissionable item's own access and rules
 * (its schema, its unique identifier), as on `commissionable-item/{id}`.
 */

const ItemFields = {
  identifier: Type.String({ pattern: '^[A-Z0-9][A-Z0-9._-]*$', maxLength: 80, description: 'Upper-case letters, digits, dots, dashes.' }),
  description: Type.Optional(Type.String({ maxLength: 250 })),
};
const ItemBody = Type.Object(ItemFields, { additionalProperties: false });

const CommissionableItem = recordWith(
  { _id: RecordId, identifier: Type.String(), elementId: RecordId },
  'The commissionable item, as GET commissionable-item/{id} answers it.',
);
export type ElementCommissionableItem = Static<typeof CommissionableItem>;

const ELEMENT_ID = Type.Object({ id: RecordId });
const ELEMENT_AND_ITEM = Type.Object({ id: RecordId, itemId: RecordId });
const ONE_ITEM =
  "404 NOT_FOUND for an unknown element or an item that is not the element's; 400 RESOURCE-IS-FROM-ANOTHER-PROJECT for an element outside the request's project.";
const UNIQUE = 'COMMISSIONABLE_ITEM.IDENTIFIER_ALREADY_EXISTS';

export const ADD_ELEMENT_COMMISSIONABLE_ITEM = defineCall({
  method: 'POST',
  path: 'element/{id}/commissionable-item',
  tag: 'element',
  summary: 'A new commissionable item of an element',
  description: `${ONE_ITEM} 400 ${UNIQUE} for an identifier another item has.`,
  access: { resource: 'commissionable-item', operation: 'create' },
  params: ELEMENT_ID,
  body: { json: ItemBody },
  answers: { 201: { description: 'The item created.', json: dataOf(CommissionableItem) } },
  refusals: { ...RECORD_VIEW_REFUSALS, 400: [...RECORD_VIEW_REFUSALS[400], UNIQUE] },
});

export const UPDATE_ELEMENT_COMMISSIONABLE_ITEM = defineCall({
  method: 'PUT',
  path: 'element/{id}/commissionable-item/{itemId}',
  tag: 'element',
  summary: "Changes the identifier and description of one of an element's commissionable items",
  description: `${ONE_ITEM} 400 ${UNIQUE} for an identifier another item has. The other fields stay as stored.`,
  access: { resource: 'commissionable-item', operation: 'edit' },
  params: ELEMENT_AND_ITEM,
  body: { json: ItemBody },
  answers: { 200: { description: 'The item changed.', json: dataOf(CommissionableItem) } },
  refusals: { ...RECORD_VIEW_REFUSALS, 400: [...RECORD_VIEW_REFUSALS[400], UNIQUE] },
});

export const REMOVE_ELEMENT_COMMISSIONABLE_ITEM = defineCall({
  method: 'DELETE',
  path: 'element/{id}/commissionable-item/{itemId}',
  tag: 'element',
  summary: "Removes one of an element's commissionable items",
  description: ONE_ITEM,
  access: { resource: 'commissionable-item', operation: 'delete' },
  params: ELEMENT_AND_ITEM,
  answers: { 200: { description: 'The item removed.', json: dataOf(CommissionableItem) } },
  refusals: RECORD_VIEW_REFUSALS,
});
