import {
  ELEMENT_CHILDRENS,
  ELEMENT_COMMISSIONABLE_ITEMS,
  ELEMENT_DETAILS,
  ELEMENT_EVENTS,
  ELEMENT_PENDENCIES,
  ELEMENT_PRESERVATION_PLAN,
  ELEMENT_TREE,
  type CommissionableItem,
  type ElementEvent,
  type ElementLevel,
  type ElementNode,
  type ElementPendency,
  type ElementPlan,
} from '../../contracts/elements';
import { PAGE_LIMIT } from '../../contracts/recordCalls';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import { canPerform } from '../../framework/registry/access';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { forbidden } from '../auth/protectResourceRoute';
import type { RequestUser } from '../auth/requestUser';
import { assertInScope, recordReached, type RecordScope, type RecordScopeOf } from '../scope/recordScope';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import type { DemoStore } from '../store/createStore';
import type { StoredRecord } from '../store/readCollectionFile';
import { elementHierarchyCache } from './elementHierarchyCache';
import type { HierarchyIndex } from './hierarchyIndex';

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

/** Who reads a related list: the roles its resource's list rule is asked about, and the projects they see. */
interface Caller {
  roles: readonly string[];
  scope: RecordScope;
}

interface Paging {
  skip?: number;
  limit?: number;
}

/** Whether the caller's scope (its project, narrowed to the scope chosen in the tree) holds the record. */
function inView(resource: ResourceModel, record: StoredRecord, scope: RecordScope): boolean {
  return resource.projectScope === undefined || recordReached(record, resource.projectScope, scope);
}

/**
 * One page of `items`. Stored records follow their schema (every write is checked), so they
 * are answered as the contract's records; the tests hold each answer to its contract.
 */
function page<T>(items: readonly StoredRecord[], { skip = 0, limit = PAGE_LIMIT.default }: Paging): { items: T[]; count: number } {
  return { items: items.slice(skip, skip + limit) as T[], count: items.length };
}

const byLabel = (a: StoredRecord, b: StoredRecord): number => String(a[ELEMENT.label] ?? '').localeCompare(String(b[ELEMENT.label] ?? ''));
const pointsAt = (value: unknown, id: string): boolean => (Array.isArray(value) ? value.some((item) => String(item) === id) : String(value) === id);

/**
 * The element calls of spec §7 beside the generated CRUD (src/contracts/elements.ts): the
 * tree (roots, then children on demand), details with children, and the element's
 * commissionable items, pendencies, events and preservation plan. Counts (children,
 * descendants, commissionable items) and the path are computed from the records at read
 * time, so no change can leave them stale. Reads follow the element's access and project
 * rules; the related lists those of their own resource as well.
 */
export function elementRoutes(model: RegistryModel, records: RecordService, store: DemoStore, accessOf: AccessOfResource, scopeOf: RecordScopeOf): ApiRoute[] {
  const callerOf = (user: RequestUser): Caller => ({ roles: user.roles, scope: scopeOf(user) });
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
  const nodeOf = (index: HierarchyIndex, record: StoredRecord, items: Map<string, number>): ElementNode => {
    const id = String(record[idField]);
    const path = [...index.ancestorsOf(id), record].map((step) => String(step[ELEMENT.label] ?? '')).join(PATH_SEPARATOR);
    return {
      ...record,
      [ELEMENT.path]: path,
      [ELEMENT.itemsCount]: items.get(id) ?? 0,
      childrenCount: index.childrenOf(id).length,
      descendantsCount: index.descendantCount(id),
    } as ElementNode;
  };

  /** The element the path names, with the rules of showing it (404 unknown, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT). */
  const subject = (id: string, scope: RecordScope): StoredRecord => {
    const record = records.get(element, id);
    assertInScope(record, element, scope);
    return record;
  };

  const nodesPage = (index: HierarchyIndex, list: StoredRecord[], scope: RecordScope, paging: Paging): ElementLevel => {
    const visible = list.filter((record) => inView(element, record, scope)).sort(byLabel);
    const paged = page<StoredRecord>(visible, paging);
    const items = itemsPerElement();
    return { items: paged.items.map((record) => nodeOf(index, record, items)), count: paged.count };
  };
  const childRecords = (index: HierarchyIndex, id: string): StoredRecord[] =>
    index.childrenOf(id).flatMap((child): StoredRecord[] => {
      const record = index.byId.get(child);
      return record ? [record] : [];
    });

  /** Records of a related resource the caller may list in this project, or 403. */
  const relatedList = (name: string, { roles, scope }: Caller, keep: (record: StoredRecord) => boolean): StoredRecord[] => {
    const resource = named(name);
    if (!resource) return [];
    if (!canPerform(resource.access, 'list', roles)) throw forbidden(`list ${resource.name}`, resource.access.list);
    return records.list(resource).filter((record) => !isSoftDeleted(resource, record) && inView(resource, record, scope) && keep(record));
  };
  const pendenciesOf = (id: string, caller: Caller): StoredRecord[] =>
    relatedList(RELATED.pendency.resource, caller, (pendency) => pointsAt(pendency[RELATED.pendency.field], id));

  return [
    contractRoute(ELEMENT_TREE, accessOf, ({ user, query }) => {
      const scope = scopeOf(user);
      const index = hierarchy();
      return { status: 200, body: { data: nodesPage(index, [...index.roots()], scope, query) } };
    }),
    contractRoute(ELEMENT_CHILDRENS, accessOf, ({ user, params, query }) => {
      const scope = scopeOf(user);
      const record = subject(params.id, scope);
      const index = hierarchy();
      return { status: 200, body: { data: nodesPage(index, childRecords(index, String(record[idField])), scope, query) } };
    }),
    contractRoute(ELEMENT_DETAILS, accessOf, ({ user, params, query }) => {
      const scope = scopeOf(user);
      const record = subject(params.id, scope);
      const index = hierarchy();
      const id = String(record[idField]);
      const ancestors = index.ancestorsOf(id).map((step) => ({
        _id: String(step[idField]),
        identifier: String(step[ELEMENT.label] ?? ''),
        ...(typeof step.name === 'string' ? { name: step.name } : {}),
      }));
      const childrens = nodesPage(index, childRecords(index, id), scope, query);
      return {
        status: 200,
        body: { data: { element: nodeOf(index, record, itemsPerElement()), ancestors, childrens: childrens.items, childrensCount: childrens.count } },
      };
    }),
    contractRoute(ELEMENT_COMMISSIONABLE_ITEMS, accessOf, ({ user, params, query }) => {
      const caller = callerOf(user);
      const id = String(subject(params.id, caller.scope)[idField]);
      return {
        status: 200,
        body: {
          data: page<CommissionableItem>(
            relatedList(RELATED.commissionableItem.resource, caller, (item) => pointsAt(item[RELATED.commissionableItem.field], id)),
            query,
          ),
        },
      };
    }),
    contractRoute(ELEMENT_PENDENCIES, accessOf, ({ user, params, query }) => {
      const caller = callerOf(user);
      const id = String(subject(params.id, caller.scope)[idField]);
      return { status: 200, body: { data: page<ElementPendency>(pendenciesOf(id, caller), query) } };
    }),
    contractRoute(ELEMENT_EVENTS, accessOf, ({ user, params, query }) => {
      const caller = callerOf(user);
      const id = String(subject(params.id, caller.scope)[idField]);
      // An element's events: those raised on its pendencies, each with how many of them name it.
      const times = new Map<string, number>();
      for (const pendency of pendenciesOf(id, caller)) {
        const events = pendency[RELATED.pendency.events];
        if (Array.isArray(events)) for (const event of events as unknown[]) times.set(String(event), (times.get(String(event)) ?? 0) + 1);
      }
      const events = relatedList(RELATED.event.resource, caller, (event) => times.has(String(event._id)));
      return {
        status: 200,
        body: {
          data: page<ElementEvent>(
            events.map((event) => ({ ...event, pendenciesCount: times.get(String(event._id)) ?? 0 })),
            query,
          ),
        },
      };
    }),
    contractRoute(ELEMENT_PRESERVATION_PLAN, accessOf, ({ user, params }) => {
      const caller = callerOf(user);
      const planId = subject(params.id, caller.scope)[RELATED.plan.field];
      const plan = planId === undefined ? undefined : relatedList(RELATED.plan.resource, caller, (candidate) => String(candidate._id) === String(planId))[0];
      const tasks = plan
        ? relatedList(RELATED.planTask.resource, caller, (task) => String(task[RELATED.planTask.field]) === String(planId)).sort(
            (a, b) => Number(a[RELATED.planTask.order] ?? 0) - Number(b[RELATED.planTask.order] ?? 0),
          )
        : [];
      return { status: 200, body: { data: { plan: plan ?? null, tasks } as ElementPlan } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const elementsFeature: FeatureModule = {
  origin: 'src/server/elements',
  routes: ({ model, records, store, accessOf, scopeOf }) => elementRoutes(model, records, store, accessOf, scopeOf),
};
