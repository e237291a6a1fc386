import { canPerform } from '../../framework/registry/access';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { Operation, RegistryModel, ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectsOfRecord, projectViewOf, type ProjectView } from '../auth/projectView';
import { forbidden } from '../auth/protectResourceRoute';
import { ApiError } from '../http/apiError';
import { pagingParams } from '../ifcJson/pagingParams';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { DemoStore } from '../store/createStore';
import type { StoredRecord } from '../store/readCollectionFile';
import { elementHierarchyCache } from './elementHierarchyCache';
import type { HierarchyIndex } from './hierarchyIndex';
import type { FeatureModule } from '../routes/featureModule';

/** The element resource and the fields its hierarchy calls read. */
const ELEMENT = { resource: 'element', children: 'children', label: 'identifier', path: 'tree', itemsCount: 'commissionableItemsCount' } as const;
/** The element's related records: which resource, and the field that points at the element (or at the plan). */
const RELATED = {
  commissionableItem: { resource: 'commissionable-item', field: 'elementId' },
  pendency: { resource: 'pendency', field: 'elements', events: 'events' },
  event: { resource: 'event' },
  plan: { resource: 'preservation-plan', field: 'preservationPlanId' },
  planTask: { resource: 'preservation-plan-task', field: 'planId', order: 'order' },
} as const;
/** The readable path of an element: its ancestors' and its own identifiers (spec §3 `tree`). */
const PATH_SEPARATOR = ' / ';

type Query = Readonly<Record<string, string>>;

interface Caller {
  view: ProjectView;
  roles: readonly string[];
}

function callerOf(resource: ResourceModel, operation: Operation, request: ApiRequest): Caller {
  const user = request.user;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!canPerform(resource.access, operation, user.roles)) throw forbidden(`${operation} ${resource.name}`, resource.access[operation]);
  return { view: projectViewOf(user), roles: user.roles };
}

function inView(resource: ResourceModel, record: StoredRecord, view: ProjectView): boolean {
  const field = resource.projectScope?.field;
  return view.all || field === undefined || projectsOfRecord(record, field).includes(view.projectId);
}

function page<T>(items: readonly T[], query: Query): { items: T[]; count: number } {
  const { skip, limit } = pagingParams(query);
  return { items: items.slice(skip, skip + limit), count: items.length };
}

const byLabel = (a: StoredRecord, b: StoredRecord): number => String(a[ELEMENT.label] ?? '').localeCompare(String(b[ELEMENT.label] ?? ''));

/**
 * The element calls of spec §7 beside the generated CRUD: the tree (roots, then children
 * on demand), details with children, and the element's commissionable items, pendencies,
 * events and preservation plan. Counts (children, descendants, commissionable items) and
 * the path are computed from the records at read time, so no change can leave them
 * stale. Reads follow the element's access and project rules; the related lists those
 * of their own resource.
 */
export function elementRoutes(model: RegistryModel, records: RecordService, store: DemoStore): ApiRoute[] {
  const named = (name: string): ResourceModel | undefined => model.resources.find((candidate) => candidate.name === name);
  const element = named(ELEMENT.resource);
  if (!element) return [];
  const hierarchy = elementHierarchyCache(store, element, ELEMENT.children);
  const idField = element.api.idField;

  const itemsPerElement = (): Map<string, number> => {
    const items = named(RELATED.commissionableItem.resource);
    const counts = new Map<string, number>();
    if (!items) return counts;
    for (const item of records.list(items)) {
      if (isSoftDeleted(items, item)) continue;
      const owner = String(item[RELATED.commissionableItem.field] ?? '');
      counts.set(owner, (counts.get(owner) ?? 0) + 1);
    }
    return counts;
  };

  /** An element as the tree shows it: the record with its derived path and counts. */
  const nodeOf = (index: HierarchyIndex, record: StoredRecord, items: Map<string, number>): StoredRecord => {
    const id = String(record[idField]);
    const path = [...index.ancestorsOf(id), record].map((step) => String(step[ELEMENT.label] ?? '')).join(PATH_SEPARATOR);
    return { ...record, [ELEMENT.path]: path, [ELEMENT.itemsCount]: items.get(id) ?? 0, childrenCount: index.childrenOf(id).length, descendantsCount: index.descendantCount(id) };
  };

  /** The element the path names, with the rules of showing it (404 unknown, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT). */
  const subject = (request: ApiRequest, caller: Caller): StoredRecord => {
    const record = records.get(element, request.params.id ?? '');
    const field = element.projectScope?.field;
    if (field) assertInProject(record, field, caller.view);
    return record;
  };

  const nodesPage = (index: HierarchyIndex, list: StoredRecord[], caller: Caller, query: Query) => {
    const visible = list.filter((record) => inView(element, record, caller.view)).sort(byLabel);
    const paged = page(visible, query);
    const items = itemsPerElement();
    return { items: paged.items.map((record) => nodeOf(index, record, items)), count: paged.count };
  };
  const childRecords = (index: HierarchyIndex, id: string): StoredRecord[] =>
    index.childrenOf(id).flatMap((child): StoredRecord[] => {
      const record = index.byId.get(child);
      return record ? [record] : [];
    });

  /** Records of a related resource the caller may list in this project, or 403. */
  const relatedList = (name: string, request: ApiRequest, keep: (record: StoredRecord) => boolean): StoredRecord[] => {
    const resource = named(name);
    if (!resource) return [];
    const caller = callerOf(resource, 'list', request);
    return records.list(resource).filter((record) => !isSoftDeleted(resource, record) && inView(resource, record, caller.view) && keep(record));
  };
  const pointsAt = (value: unknown, id: string): boolean => (Array.isArray(value) ? value.some((item) => String(item) === id) : String(value) === id);

  const get = (pattern: string, handle: (request: ApiRequest) => unknown): ApiRoute => ({
    method: 'GET',
    pattern,
    readsBody: false,
    handle: (request) => ({ status: 200, body: { data: handle(request) } }),
  });

  return [
    get('element/tree', (request) => {
      const caller = callerOf(element, 'list', request);
      const index = hierarchy();
      return nodesPage(index, [...index.roots()], caller, request.query);
    }),
    get('element/:id/childrens', (request) => {
      const caller = callerOf(element, 'show', request);
      const record = subject(request, caller);
      const index = hierarchy();
      return nodesPage(index, childRecords(index, String(record[idField])), caller, request.query);
    }),
    get('element/:id/details-with-childrens', (request) => {
      const caller = callerOf(element, 'show', request);
      const record = subject(request, caller);
      const index = hierarchy();
      const id = String(record[idField]);
      const ancestors = index.ancestorsOf(id).map((step) => ({ [idField]: step[idField], [ELEMENT.label]: step[ELEMENT.label], name: step.name }));
      const childrens = nodesPage(index, childRecords(index, id), caller, request.query);
      return { element: nodeOf(index, record, itemsPerElement()), ancestors, childrens: childrens.items, childrensCount: childrens.count };
    }),
    get('element/:id/commissionable-items', (request) => {
      const id = String(subject(request, callerOf(element, 'show', request))[idField]);
      return page(relatedList(RELATED.commissionableItem.resource, request, (item) => pointsAt(item[RELATED.commissionableItem.field], id)), request.query);
    }),
    get('element/:id/pendencies', (request) => {
      const id = String(subject(request, callerOf(element, 'show', request))[idField]);
      return page(relatedList(RELATED.pendency.resource, request, (pendency) => pointsAt(pendency[RELATED.pendency.field], id)), request.query);
    }),
    get('element/:id/events', (request) => {
      const id = String(subject(request, callerOf(element, 'show', request))[idField]);
      // An element's events: those raised on its pendencies, each with how many of them name it.
      const times = new Map<string, number>();
      for (const pendency of relatedList(RELATED.pendency.resource, request, (candidate) => pointsAt(candidate[RELATED.pendency.field], id))) {
        const events = pendency[RELATED.pendency.events];
        if (Array.isArray(events)) for (const event of events as unknown[]) times.set(String(event), (times.get(String(event)) ?? 0) + 1);
      }
      const events = relatedList(RELATED.event.resource, request, (event) => times.has(String(event._id)));
      return page(events.map((event) => ({ ...event, pendenciesCount: times.get(String(event._id)) ?? 0 })), request.query);
    }),
    get('element/:id/preservation-plan', (request) => {
      const record = subject(request, callerOf(element, 'show', request));
      const planId = record[RELATED.plan.field];
      const plan = planId === undefined ? undefined : relatedList(RELATED.plan.resource, request, (candidate) => String(candidate._id) === String(planId))[0];
      const tasks = plan
        ? relatedList(RELATED.planTask.resource, request, (task) => String(task[RELATED.planTask.field]) === String(planId)).sort((a, b) => Number(a[RELATED.planTask.order] ?? 0) - Number(b[RELATED.planTask.order] ?? 0))
        : [];
      return { plan: plan ?? null, tasks };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const elementsFeature: FeatureModule = { origin: 'src/server/elements', routes: ({ model, records, store }) => elementRoutes(model, records, store) };
