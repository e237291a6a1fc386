import type { RaRecord } from 'ra-core';
import type { ActionDefinition } from '../registry/types';
import type { ResourceSummary } from '../registry/resourceDetails';
import { toRaRecord, type ApiRecord } from './recordMapping';
import { enveloped, UnexpectedResponseError, unwrapAnswer } from './responseShapes';

/** One id the action could not handle, with the API's message key. */
export interface ActionFailure {
  id: string;
  error: string;
}

/** What `runAction` resolves to. */
export interface ActionResult {
  /** The changed record (toggle, status, exclusive, link, unlink); absent for `assign`. */
  data?: RaRecord;
  /** Ids the API did not change (link, unlink: refused ids; assign: records not assigned). */
  failures: ActionFailure[];
}

const isObject = (value: unknown): value is ApiRecord => value !== null && typeof value === 'object' && !Array.isArray(value);

function readFailures(list: unknown, idField: string): ActionFailure[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((item) => ({
    id: String(item.id ?? item[idField] ?? ''),
    error: typeof item.error === 'string' ? item.error : '',
  }));
}

/**
 * Reads an action's answer in the resource's style: `{data: record}` for the record
 * actions, `{data: {record, failures}}` for link and unlink, `{data: [not assigned]}` for
 * assign (simple-rest: the same without the `data` wrapper).
 */
export function readActionResult(resource: ResourceSummary, action: ActionDefinition, json: unknown, path: string): ActionResult {
  const simple = resource.api.style === 'simple-rest';
  const body = simple ? json : unwrapAnswer(json);
  const expected = (inner: string) => (simple ? inner : enveloped(inner));
  const idField = resource.api.idField;
  switch (action.kind) {
    case 'assign':
      if (!Array.isArray(body)) throw new UnexpectedResponseError(path, expected('[...]'), json);
      return { failures: readFailures(body, idField) };
    case 'link':
    case 'unlink':
      if (!isObject(body) || !isObject(body.record)) throw new UnexpectedResponseError(path, expected('{ record, failures }'), json);
      return { data: toRaRecord(resource, body.record), failures: readFailures(body.failures, 'id') };
    default:
      if (!isObject(body)) throw new UnexpectedResponseError(path, expected('{...}'), json);
      return { data: toRaRecord(resource, body), failures: [] };
  }
}
