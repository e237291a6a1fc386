import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';
import { queryRecords } from '../query/queryRecords';
import { loadResourceModel } from '../registry/resourceDetailLoaders';
import type { RegistrySummary, ResourceSummary } from '../registry/resourceDetails';
import { filterParam } from '../registry/types';
import type { HttpClient } from './httpClient';
import { buildListParams, type ListQuery } from './listParams';
import { toApiPayload, toRaRecord, type ApiRecord } from './recordMapping';
import type { RequestContext } from './requestHeaders';
import { requestContextOf } from './requestMeta';
import { readItems, readPage, readRecord, unwrapAnswer } from './responseShapes';

/** react-admin's DataProvider contract with plain RaRecords instead of its generics. */
interface DataProviderMethods {
  getList(resource: string, params: GetListParams): Promise<GetListResult>;
  getOne(resource: string, params: GetOneParams): Promise<{ data: RaRecord }>;
  getMany(resource: string, params: GetManyParams): Promise<{ data: RaRecord[] }>;
  getManyReference(resource: string, params: GetManyReferenceParams): Promise<GetListResult>;
  create(resource: string, params: CreateParams): Promise<{ data: RaRecord }>;
  update(resource: string, params: UpdateParams): Promise<{ data: RaRecord }>;
  updateMany(resource: string, params: UpdateManyParams): Promise<{ data: Identifier[] }>;
  delete(resource: string, params: DeleteParams): Promise<{ data: RaRecord }>;
  deleteMany(resource: string, params: DeleteManyParams): Promise<{ data: Identifier[] }>;
}

/** Ids a `getMany` sends in one list call. */
const IDS_PER_REQUEST = 200;

function findResource(model: RegistrySummary, name: string): ResourceSummary {
  const resource = model.resources.find((r) => r.name === name);
  if (!resource) throw new Error(`The data provider knows no resource "${name}" (known: ${model.resources.map((r) => r.name).join(', ')}).`);
  return resource;
}

/**
 * The parameter a list of `resource` is asked by for the records pointing at one through
 * `target`: the field itself, or for a path through a list (`groups[]`, which no parameter
 * is named after) the parameter of the filter the definition declares on it (`group`).
 */
function referenceParam(resource: ResourceSummary, target: string): string {
  if (!target.includes('[]')) return target;
  const declared = resource.list.filters.find((definition) => definition.field === target);
  return declared ? filterParam(declared) : target;
}

/** `{path}/{id}`, whatever trailing slash the declared path has. */
function recordPath(resource: ResourceSummary, id: Identifier): string {
  return `${resource.api.path.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;
}

/** The request context a call's react-admin `meta` changes (RequestMeta), as the HTTP client takes it. */
function contextOf(meta: unknown): { context?: Partial<RequestContext> } {
  const context = requestContextOf(meta);
  return context ? { context } : {};
}

/**
 * react-admin's DataProvider for the paginated API style: lists at the
 * resource's declared list path with `limit`, `skip` and the count flag, bodies wrapped
 * in `data`, `_id` exposed as `id`. A resource whose list is not paged is fetched whole
 * and paged, sorted and filtered in the browser with the API's own rules. Every call
 * honours its `meta` (RequestMeta: another scope value than the session's).
 *
 * @example
 * const dataProvider = createPaginatedDataProvider({ model, http: createHttpClient({ baseUrl: '/api', getRequestContext }) });
 */
export function createPaginatedDataProvider({ model, http }: { model: RegistrySummary; http: HttpClient }): DataProvider {
  const list = async (resource: ResourceSummary, query: ListQuery, meta?: unknown): Promise<GetListResult> => {
    const params = buildListParams(resource, query);
    if (!resource.api.list.paged) {
      const { json } = await http({ path: resource.api.list.path, ...contextOf(meta) });
      // Filtering by the API's rules reads the schema: the resource's details, fetched once.
      const { items, count } = queryRecords(readItems(json, resource.api.list.path), await loadResourceModel(resource, { retryFailed: true }), params);
      return { data: items.map((item) => toRaRecord(resource, item)), total: count };
    }
    const { json } = await http({ path: resource.api.list.path, query: params, ...contextOf(meta) });
    const page = readPage(json, resource.api.list.path);
    return { data: page.items.map((item) => toRaRecord(resource, item)), total: page.count ?? page.items.length };
  };

  const getOne = async (resource: ResourceSummary, id: Identifier, meta?: unknown): Promise<RaRecord> => {
    const { json } = await http({ path: recordPath(resource, id), ...contextOf(meta) });
    return toRaRecord(resource, readRecord(json, recordPath(resource, id)));
  };

  const update = async (resource: ResourceSummary, id: Identifier, data: Partial<RaRecord>, meta?: unknown): Promise<RaRecord> => {
    const { json } = await http({ method: 'PUT', path: recordPath(resource, id), body: toApiPayload(resource, data), ...contextOf(meta) });
    return toRaRecord(resource, readRecord(json, recordPath(resource, id)));
  };

  const remove = async (resource: ResourceSummary, id: Identifier, previousData?: RaRecord, meta?: unknown): Promise<RaRecord> => {
    const { json } = await http({ method: 'DELETE', path: recordPath(resource, id), ...contextOf(meta) });
    const data = unwrapAnswer(json);
    return data && typeof data === 'object' ? toRaRecord(resource, data as ApiRecord) : (previousData ?? { id });
  };

  const provider: DataProviderMethods = {
    getList: (name, params) => list(findResource(model, name), params, params.meta),

    getOne: async (name, { id, meta }) => ({ data: await getOne(findResource(model, name), id, meta) }),

    getMany: async (name, { ids, meta }) => {
      const resource = findResource(model, name);
      if (ids.length === 0) return { data: [] };
      const idsParam = resource.api.list.idsParam;
      if (idsParam && resource.api.list.paged) {
        // A long selection (select all matching) in several calls: the API reads URLs of about 500 ids.
        const data: RaRecord[] = [];
        for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
          const part = ids.slice(start, start + IDS_PER_REQUEST);
          data.push(...(await list(resource, { pagination: { page: 1, perPage: part.length }, filter: { [idsParam]: part } }, meta)).data);
        }
        return { data };
      }
      if (!resource.api.list.paged) {
        // An unpaged list answers every record in one call: pick the wanted ones from it.
        const wanted = new Set(ids.map(String));
        const { json } = await http({ path: resource.api.list.path, ...contextOf(meta) });
        const records = readItems(json, resource.api.list.path).map((item) => toRaRecord(resource, item));
        return { data: records.filter((record) => wanted.has(String(record.id))) };
      }
      return { data: await Promise.all(ids.map((id) => getOne(resource, id, meta))) };
    },

    getManyReference: (name, { target, id, filter, pagination, sort, meta }) => {
      const resource = findResource(model, name);
      return list(resource, { pagination, sort, filter: { ...filter, [referenceParam(resource, target)]: id } }, meta);
    },

    create: async (name, { data, meta }) => {
      const resource = findResource(model, name);
      const { json } = await http({
        method: 'POST',
        path: resource.api.createPath ?? resource.api.path,
        body: toApiPayload(resource, data),
        ...contextOf(meta),
      });
      return { data: toRaRecord(resource, readRecord(json, resource.api.path)) };
    },

    update: async (name, { id, data, meta }) => ({ data: await update(findResource(model, name), id, data, meta) }),

    updateMany: async (name, { ids, data, meta }) => {
      const resource = findResource(model, name);
      await Promise.all(ids.map((id) => update(resource, id, data, meta)));
      return { data: ids };
    },

    delete: async (name, { id, previousData, meta }) => ({ data: await remove(findResource(model, name), id, previousData, meta) }),

    deleteMany: async (name, { ids, meta }) => {
      const resource = findResource(model, name);
      await Promise.all(ids.map((id) => remove(resource, id, undefined, meta)));
      return { data: ids };
    },
  };
  // react-admin types each method generic in the record type; these return plain RaRecords.
  return provider as unknown as DataProvider;
}
