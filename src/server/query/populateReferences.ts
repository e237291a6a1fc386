import { canPerform } from '../../framework/registry/access';
import type { ResourceModel } from '../../framework/registry/types';
import { projectViewOf, recordInView, type ProjectView } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import { secretFields, withoutSecrets } from '../auth/secretFields';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';

export interface PopulateOptions {
  /** The listed resource: its `references` name the resource behind each path. */
  resource: ResourceModel;
  /** Declared reference paths (`projectId`, `groups[]`, `steps[].ownerId`). */
  paths: readonly string[];
  records: RecordService;
  /** The caller: a referenced record is populated only when this user could read it. */
  user: RequestUser | undefined;
}

type Read = (id: string) => unknown;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The caller's project view, or undefined when it has none (no project: nothing scoped is readable). */
function viewOf(user: RequestUser): ProjectView | undefined {
  try {
    return projectViewOf(user);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/**
 * How the caller reads one record of `target`, as its show route would answer it: its
 * read roles, its project scope, gone when missing or soft-deleted, writeOnly fields
 * dropped. Undefined for a record the caller could not read.
 */
function readerOf(target: ResourceModel, records: RecordService, user: RequestUser | undefined): Read {
  if (!user || !canPerform(target.access, 'show', user.roles)) return () => undefined;
  const secrets = secretFields(target);
  const scope = target.projectScope?.field;
  let view: ProjectView | undefined | null = null;
  const cache = new Map<string, unknown>();
  const read = (id: string): unknown => {
    let record: Record<string, unknown>;
    try {
      record = records.get(target, id);
    } catch (error) {
      if (error instanceof ApiError) return undefined;
      throw error;
    }
    if (scope !== undefined) {
      if (view === null) view = viewOf(user);
      if (view === undefined || !recordInView(record, scope, view)) return undefined;
    }
    return withoutSecrets(record, secrets);
  };
  return (id) => {
    if (!cache.has(id)) cache.set(id, read(id));
    return cache.get(id);
  };
}

/** `node` with every id at `keys` (from `at`) replaced by what `swap` gives, copied where it changes. */
function replaceAt(node: unknown, keys: readonly string[], at: number, swap: (id: unknown) => unknown): unknown {
  if (at === keys.length) return Array.isArray(node) ? node.map(swap) : swap(node);
  if (Array.isArray(node)) return node.map((item) => replaceAt(item, keys, at, swap));
  const key = keys[at]!.replace(/\[\]$/, '');
  if (!isObject(node) || !(key in node)) return node;
  return { ...node, [key]: replaceAt(node[key], keys, at + 1, swap) };
}

/**
 * `items` with the ids at each of `paths` replaced by the referenced record (the product's
 * populate, mongoose style: the field holds the document instead of its id). A record the
 * caller could not read through its own show route (role, project scope, missing) leaves
 * the id in place; a populated record never carries its resource's writeOnly fields.
 */
export function populateReferences<T>(items: readonly T[], { resource, paths, records, user }: PopulateOptions): unknown[] {
  const resources = new Map(records.options.model.resources.map((candidate) => [candidate.name, candidate]));
  let answered: unknown[] = [...items];
  for (const path of paths) {
    const target = resources.get(resource.references[path]?.resource ?? '');
    if (!target) continue;
    const read = readerOf(target, records, user);
    const swap = (id: unknown): unknown => (typeof id === 'string' || typeof id === 'number' ? (read(String(id)) ?? id) : id);
    answered = answered.map((item) => replaceAt(item, path.split('.'), 0, swap));
  }
  return answered;
}
