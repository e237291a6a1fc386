import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { MaintainedFields, RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { Collection, CollectionChange } from '../store/collection';
import type { StoredRecord } from '../store/readCollectionFile';

/** Finds the collection of a resource by name. */
type CollectionOf = (name: string) => Collection;

/** The ids a field holds: one reference or a list of them. */
function idsIn(value: unknown): string[] {
  if (Array.isArray(value)) return (value as unknown[]).filter((item) => item !== undefined && item !== null).map(String);
  return value === undefined || value === null || value === '' ? [] : [String(value)];
}

/** A change as the records before and after it, a soft-deleted record counting as gone. */
function sides(resource: ResourceModel, change: CollectionChange): { before?: StoredRecord; after?: StoredRecord } {
  const live = (record: StoredRecord): StoredRecord | undefined => (isSoftDeleted(resource, record) ? undefined : record);
  if (change.kind === 'insert') return { after: live(change.record) };
  if (change.kind === 'remove') return { before: live(change.record) };
  const before = live(change.before);
  const after = live(change.after);
  return { ...(before ? { before } : {}), ...(after ? { after } : {}) };
}

/** The names of a resource's maintained fields (the audit trail does not report their changes alone). */
export function maintainedFieldNames(fields: MaintainedFields | undefined): string[] {
  return [...(fields?.path ? [fields.path.field] : []), ...(fields?.counts ?? []).map((count) => count.field)];
}

/**
 * Keeps one resource's maintained fields right: a parent index and the counts per record
 * are built once and follow each change of the collections they come from; a change
 * rewrites only the records whose values it alters (a moved element and its subtree, the
 * element an item was added to), right after it, in one write. At start every record is
 * checked, so values left wrong by earlier data (or a stop between the two writes) are
 * put right. Answers the function that stops following.
 */
function followResource(
  resource: ResourceModel,
  fields: MaintainedFields,
  collectionOf: CollectionOf,
  resourceOf: (name: string) => ResourceModel | undefined,
): () => void {
  const own = collectionOf(resource.name);
  const idOf = (record: StoredRecord): string => String(record[own.idField]);
  const live = (id: string): StoredRecord | undefined => {
    const record = own.get(id);
    return record && !isSoftDeleted(resource, record) ? record : undefined;
  };
  const path = fields.path;
  const childrenOf = (record: StoredRecord | undefined): string[] => (path && record ? idsIn(record[path.children]) : []);

  // Child id → parent id; with a child listed twice (data from elsewhere) the first parent stays.
  const parentOf = new Map<string, string>();
  const link = (parent: string, child: string): void => {
    if (child !== parent && !parentOf.has(child)) parentOf.set(child, parent);
  };
  for (const record of own.all()) if (!isSoftDeleted(resource, record)) for (const child of childrenOf(record)) link(idOf(record), child);

  const counted = (fields.counts ?? []).flatMap((rule) => {
    const other = resourceOf(rule.resource);
    if (!other) return [];
    const perTarget = new Map<string, number>();
    const add = (record: StoredRecord | undefined, step: number): string[] => {
      const targets = record ? idsIn(record[rule.target]) : [];
      for (const target of targets) perTarget.set(target, (perTarget.get(target) ?? 0) + step);
      return targets;
    };
    const collection = collectionOf(rule.resource);
    for (const record of collection.all()) if (!isSoftDeleted(other, record)) add(record, 1);
    return [{ rule, other, collection, perTarget, add }];
  });

  /**
   * The path of each of `ids`, sharing the paths of common ancestors: a check of every
   * record (the start) costs one step per record, not one per record and level.
   */
  const pathsOf = (ids: readonly string[]): Map<string, string> => {
    // Paths shared as ancestors' (never those of records in a loop), and the answer.
    const known = new Map<string, string>();
    const paths = new Map<string, string>();
    if (!path) return paths;
    const labelOf = (current: string): string | undefined => {
      const record = live(current);
      return record ? String(record[path.label] ?? '') : undefined;
    };
    for (const id of ids) {
      // Up to the first ancestor whose path is known (or the root), then down again.
      const climb: string[] = [];
      // A short climb (the usual depth) is searched as is; a long one gets a set.
      let seen: Set<string> | undefined;
      const climbed = (candidate: string): boolean => (climb.length < 32 ? climb.includes(candidate) : (seen ??= new Set(climb)).has(candidate));
      let step: string | undefined = id;
      while (step !== undefined && !known.has(step) && !climbed(step)) {
        climb.push(step);
        seen?.add(step);
        step = parentOf.get(step);
      }
      if (step !== undefined && !known.has(step)) {
        // A loop in stored data is walked once, never forever; its paths are the record's own walk, not shared.
        paths.set(
          id,
          climb
            .map(labelOf)
            .filter((label): label is string => label !== undefined)
            .reverse()
            .join(path.separator),
        );
        continue;
      }
      let above = step !== undefined ? known.get(step) : undefined;
      for (let i = climb.length - 1; i >= 0; i -= 1) {
        const current = climb[i] as string;
        const label = labelOf(current);
        const text = label === undefined ? (above ?? '') : above === undefined || above === '' ? label : `${above}${path.separator}${label}`;
        known.set(current, text);
        above = text;
      }
      paths.set(id, known.get(id) ?? '');
    }
    return paths;
  };

  /** The record and every record below it. */
  const subtree = (id: string): string[] => {
    const ids: string[] = [];
    const seen = new Set<string>();
    const pending = [id];
    while (pending.length > 0) {
      const next = pending.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      ids.push(next);
      pending.push(...childrenOf(live(next)));
    }
    return ids;
  };

  /** Rewrites the records among `ids` whose maintained values are not the expected ones, in one write. */
  const fix = (ids: Iterable<string>): void => {
    const unique = [...new Set(ids)];
    const paths = pathsOf(unique);
    const replacements: StoredRecord[] = [];
    for (const id of unique) {
      const record = live(id);
      if (!record) continue;
      const expected: Record<string, unknown> = {};
      if (path && record[path.field] !== paths.get(id)) expected[path.field] = paths.get(id);
      for (const { rule, perTarget } of counted) {
        const count = perTarget.get(id) ?? 0;
        if (record[rule.field] !== count) expected[rule.field] = count;
      }
      if (Object.keys(expected).length > 0) replacements.push({ ...record, ...expected });
    }
    const [only] = replacements;
    if (replacements.length === 1 && only) own.replace(only);
    else if (replacements.length > 1) own.apply({ replace: replacements });
  };

  const followOwn = (changes: readonly CollectionChange[]): void => {
    const touched: string[] = [];
    for (const change of changes) {
      const { before, after } = sides(resource, change);
      const id = idOf(change.kind === 'replace' ? change.after : change.record);
      const was = new Set(childrenOf(before));
      const is = new Set(childrenOf(after));
      for (const child of was) {
        if (is.has(child)) continue;
        if (parentOf.get(child) === id) parentOf.delete(child);
        touched.push(...subtree(child));
      }
      for (const child of is) {
        if (was.has(child)) continue;
        link(id, child);
        touched.push(...subtree(child));
      }
      if (!after) continue;
      // A new record, or a new label, changes the paths below it; any record's own values are checked.
      const relabelled = !before || (path !== undefined && before[path.label] !== after[path.label]);
      touched.push(...(relabelled ? subtree(id) : [id]));
    }
    fix(touched);
  };

  const stops = [
    own.subscribe(followOwn),
    ...counted.map(({ other, collection, add }) =>
      collection.subscribe((changes) => {
        const touched: string[] = [];
        for (const change of changes) {
          const { before, after } = sides(other, change);
          touched.push(...add(before, -1), ...add(after, 1));
        }
        fix(touched);
      }),
    ),
  ];
  fix(own.all().map(idOf));
  return () => {
    for (const stop of stops) stop();
  };
}

/** Keeps the maintained fields of every resource declaring them right; answers the function that stops. */
export function followMaintainedFields(model: RegistryModel, collectionOf: CollectionOf): () => void {
  const resourceOf = (name: string): ResourceModel | undefined => model.resources.find((resource) => resource.name === name);
  const stops = model.resources.flatMap((resource) =>
    resource.maintainedFields ? [followResource(resource, resource.maintainedFields, collectionOf, resourceOf)] : [],
  );
  return () => {
    for (const stop of stops) stop();
  };
}
