import type { Identifier } from 'ra-core';
import type { LinkAction } from '../registry/types';

/**
 * The ids the record links to when it keeps them itself (`via.field`); undefined when the
 * links live in another resource and the record alone does not tell.
 */
export function linkedIds(action: Pick<LinkAction, 'via'>, record: Record<string, unknown> | undefined): Identifier[] | undefined {
  if (!record || !('field' in action.via)) return undefined;
  const value = record[action.via.field];
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is Identifier => typeof id === 'string' || typeof id === 'number');
}
