import type { FicImportOutcome } from '../../contracts/fic';
import { ApiError } from '../http/apiError';
import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import type { FicCaller } from './ficCaller';
import { FIC_CODES, itemError, type FicItemError } from './ficCodes';
import { FIC_SOURCE, importedIds } from './ficImported';
import type { FicKindDefinition } from './ficKinds';
import type { FicResources } from './ficResources';
import type { FicItem } from './ficSeed';
import type { FicAbortedItem, FicList, FicSimulator } from './ficSimulator';

/** Most items one import handles; the rest are aborted (spec §8 ACTIVITIES_IMPORT_ABORTED) and listed for a later import. */
export const IMPORT_LIMIT = 1000;
/** Catalogue tasks an imported activity gets, from its discipline. */
const TASKS_PER_ACTIVITY = 2;
const FIC_ADDRESS = 'https://fic.petrobras.com.br';

/** Who the imported activities are given to: a group (`g`) or a user (`u`), as the import-from-fic path says. */
export interface Responsible {
  who: 'g' | 'u';
  id: string;
}

export interface ImportInput {
  caller: FicCaller;
  definition: FicKindDefinition;
  list: FicList;
  /** Row ids (an FVI group: its items not yet imported) or item ids. */
  ids: readonly string[];
  responsible?: Responsible;
}

interface Resolved {
  items: FicItem[];
  errors: FicItemError[];
}

function resolveIds(list: FicList, ids: readonly string[], here: ReadonlySet<string>): Resolved {
  const seen = new Set<string>();
  const items: FicItem[] = [];
  const errors: FicItemError[] = [];
  const add = (item: FicItem) => {
    if (seen.has(item._id)) return;
    seen.add(item._id);
    items.push(item);
  };
  for (const id of ids) {
    const row = list.rowById.get(id);
    if (row && row.items.length > 1) {
      const open = row.items.filter((item) => !here.has(item._id) && item.importedIntoProject === undefined);
      if (open.length === 0) errors.push(itemError(id, FIC_CODES.alreadyImported));
      open.forEach(add);
      continue;
    }
    const item = row?.items[0] ?? list.itemById.get(id)?.item;
    if (item) add(item);
    else errors.push(itemError(id, FIC_CODES.notFound));
  }
  return { items, errors };
}

/** Ids of the records a lookup table needs: discipline identifier → id (the project's first), document code → id, discipline id → tasks. */
function lookups(records: RecordService, resources: FicResources, projectId: string) {
  const disciplines = new Map<string, string>();
  const ranked = [...records.list(resources.discipline)].sort((a, b) => Number(b.projectId === projectId) - Number(a.projectId === projectId));
  for (const discipline of ranked) {
    if (typeof discipline.identifier === 'string' && !disciplines.has(discipline.identifier)) disciplines.set(discipline.identifier, String(discipline._id));
  }
  const documents = new Map<string, string>();
  for (const document of records.list(resources.documentType)) if (typeof document.code === 'string') documents.set(document.code, String(document._id));
  const tasks = new Map<string, string[]>();
  for (const task of records.list(resources.task)) {
    const key = typeof task.disciplineId === 'string' ? task.disciplineId : '';
    tasks.set(key, [...(tasks.get(key) ?? []), String(task._id)]);
  }
  return { disciplines, documents, tasks };
}

function checkResponsible(records: RecordService, resources: FicResources, responsible: Responsible | undefined): void {
  if (!responsible) return;
  const resource = responsible.who === 'g' ? resources.userGroup : resources.user;
  if (!records.options.store.collection(resource.name).get(responsible.id)) {
    throw new ApiError(404, {
      error: 'RECORD_NOT_FOUND',
      message: `No ${responsible.who === 'g' ? 'user group' : 'user'} has the id "${responsible.id.slice(0, 40)}".`,
    });
  }
}

/**
 * The entries whose bodies `resource` accepts, with their records (ids given, not stored),
 * and the refused ones: one pass over the batch, again without the refused ones when
 * there are (a batch is checked all or nothing).
 */
function acceptedBatch<T extends { body: Record<string, unknown> }>(
  records: RecordService,
  resource: ResourceModel,
  entries: readonly T[],
): { accepted: { entry: T; record: StoredRecord }[]; refused: T[] } {
  const refused: T[] = [];
  let left = [...entries];
  while (left.length > 0) {
    const result = records.createMany(
      resource,
      left.map((entry) => entry.body),
      { dryRun: true },
    );
    if (result.ok) return { accepted: left.map((entry, index) => ({ entry, record: result.records[index]! })), refused };
    const failed = new Set(result.failures.map((failure) => failure.index));
    refused.push(...left.filter((_, index) => failed.has(index)));
    left = left.filter((_, index) => !failed.has(index));
  }
  return { accepted: [], refused };
}

/** Like acceptedBatch for groups of bodies (an activity's tasks): a group is refused when any of its bodies is. */
function acceptedGroups<G extends { bodies: Record<string, unknown>[] }>(
  records: RecordService,
  resource: ResourceModel,
  groups: readonly G[],
): { accepted: { group: G; records: StoredRecord[] }[]; refused: G[] } {
  const flat = groups.flatMap((group) => group.bodies.map((body) => ({ group, body })));
  const { accepted, refused } = acceptedBatch(records, resource, flat);
  const refusedGroups = new Set(refused.map(({ group }) => group));
  const made = new Map<G, StoredRecord[]>();
  for (const { entry, record } of accepted) if (!refusedGroups.has(entry.group)) made.set(entry.group, [...(made.get(entry.group) ?? []), record]);
  return {
    accepted: groups.filter((group) => !refusedGroups.has(group)).map((group) => ({ group, records: made.get(group) ?? [] })),
    refused: [...refusedGroups],
  };
}

/**
 * Imports FIC items as activities of the caller's project and chosen contract (source FIC, origin and document
 * of the kind, the item's id as externalId), each with tasks of its discipline's catalogue.
 * Every item is checked first (already imported, a fault of the seed, no discipline); an
 * item whose records the store refuses leaves nothing behind. Items past IMPORT_LIMIT are
 * aborted and kept in the kind's aborted list. Each collection is checked in one pass over
 * the batch and written in one change, rather than one create per record.
 */
export function importFicItems(records: RecordService, resources: FicResources, simulator: FicSimulator, input: ImportInput): FicImportOutcome {
  const { caller, definition, list, responsible } = input;
  checkResponsible(records, resources, responsible);
  const here = importedIds(records, resources, definition, caller.projectId);
  const { items, errors } = resolveIds(list, input.ids, here);
  const { disciplines, documents, tasks } = lookups(records, resources, caller.projectId);
  const store = records.options.store;
  const now = records.options.now().toISOString();
  const imported: string[] = [];
  const handled = items.slice(0, IMPORT_LIMIT);
  const aborted = items.slice(IMPORT_LIMIT);

  // The contract chosen in the scope tree, on each resource that keeps one.
  const inContract = (resource: ResourceModel): Record<string, string> => {
    const field = resource.projectScope?.contractField;
    return field === undefined || caller.contractId === undefined ? {} : { [field]: caller.contractId };
  };
  const documentTypeId = documents.get(definition.documentCode);
  const ready: { item: FicItem; body: Record<string, unknown> }[] = [];
  for (const item of handled) {
    const disciplineId = disciplines.get(item.discipline);
    const refusal =
      here.has(item._id) || item.importedIntoProject !== undefined
        ? FIC_CODES.alreadyImported
        : (item.fault ?? (disciplineId === undefined ? FIC_CODES.withoutDiscipline : undefined));
    if (refusal || disciplineId === undefined) {
      errors.push(itemError(item._id, refusal ?? FIC_CODES.withoutDiscipline));
      continue;
    }
    ready.push({
      item,
      body: {
        description: item.description,
        tag: item.tag,
        source: FIC_SOURCE,
        origin: definition.origin,
        documentType: definition.origin,
        externalId: item._id,
        ...(definition.kind === 'fvi' ? { fviNumber: item.number } : {}),
        ...(definition.activityType ? { type: definition.activityType } : {}),
        ...(item.workorderid ? { workorderid: item.workorderid } : {}),
        ...(documentTypeId ? { documentTypeId } : {}),
        itemStatus: item.status,
        siteId: item.siteId,
        disciplineId,
        projectId: caller.projectId,
        ...inContract(resources.activity),
        generationDate: now,
        ...(responsible?.who === 'g' ? { responsibleGroup: responsible.id } : {}),
        ...(responsible?.who === 'u' ? { responsibles: [responsible.id] } : {}),
      },
    });
  }
  const refused = (entries: readonly { item: FicItem }[]) => entries.forEach(({ item }) => errors.push(itemError(item._id, FIC_CODES.validation)));

  // The activities the store accepts, then their tasks, each collection checked in one pass and written in one change.
  const activities = acceptedBatch(records, resources.activity, ready);
  refused(activities.refused);
  if (activities.accepted.length > 0) store.collection(resources.activity.name).apply({ insert: activities.accepted.map(({ record }) => record) });
  const taskBodies = activities.accepted.map(({ entry, record }) => ({
    entry,
    record,
    bodies: (tasks.get(String(record.disciplineId)) ?? tasks.get('') ?? []).slice(0, TASKS_PER_ACTIVITY).map((task, index) => ({
      activityId: String(record._id),
      projectId: caller.projectId,
      ...inContract(resources.activityTask),
      task,
      order: index + 1,
      status: 0,
      hrefFic: `${FIC_ADDRESS}/${definition.kind}/${entry.item._id}`,
    })),
  }));
  const withTasks = acceptedGroups(records, resources.activityTask, taskBodies);
  // Nothing half-stored: an activity whose tasks the store refuses goes too.
  refused(withTasks.refused.map(({ entry }) => entry));
  const taskRecords = withTasks.accepted.flatMap(({ records: made }) => made);
  if (taskRecords.length > 0) store.collection(resources.activityTask.name).apply({ insert: taskRecords });
  if (activities.accepted.length > 0) {
    store.collection(resources.activity.name).apply({
      replace: withTasks.accepted.map(({ group, records: made }) => ({ ...group.record, tasks: made.map((task) => String(task._id)) })),
      remove: withTasks.refused.map(({ record }) => String(record._id)),
    });
  }
  imported.push(...withTasks.accepted.map(({ group }) => group.entry.item._id));

  const settled = new Set([...imported, ...aborted.map((item) => item._id)]);
  const still = simulator.aborted(caller.projectId, definition.kind).filter((entry) => !settled.has(entry.id));
  const newlyAborted: FicAbortedItem[] = aborted.map((item) => ({ ...itemError(item._id, FIC_CODES.aborted), abortedAt: now }));
  simulator.setAborted(caller.projectId, definition.kind, [...still, ...newlyAborted]);

  return {
    activitiesId: [...new Set(input.ids)],
    importedActivitiesId: imported,
    errors,
    activitiesWithProblems: errors.map((error) => error.id),
    abortedActivitiesId: aborted.map((item) => item._id),
  };
}
