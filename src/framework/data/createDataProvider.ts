import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { RegistrySummary, ResourceSummary } from '../registry/resourceDetails';
import type { ErrorCatalogue } from './errorCatalogue';
import { createHttpClient, type HttpRequest } from './httpClient';
import { createPaginatedDataProvider } from './paginatedDataProvider';
import type { RequestContext } from './requestHeaders';
import { actionRequest, type ActionParams } from './actionRequest';
import { readActionResult, type ActionResult } from './actionResult';
import { createSimpleRestDataProvider } from './simpleRestDataProvider';
import { toApiPayload, toRaRecord } from './recordMapping';
import { readRecord, unwrapAnswer } from './responseShapes';
import { readBulkFailures, type BulkFailure } from './readBulkFailures';

export type { ActionParams } from './actionRequest';
export type { ActionFailure, ActionResult } from './actionResult';

/** The app's data provider: react-admin's methods plus the resource actions. */
export interface AdminDataProvider extends DataProvider {
  /** Calls one action of the resource definition (its declared method and path); refusals reject with ApiError. */
  runAction: (resource: string, params: ActionParams) => Promise<ActionResult>;
  /** Deletes with a reason a resource declaring `softDelete` (`PUT loan/{id}/delete {reason}`). */
  softDelete: (resource: string, params: SoftDeleteParams) => Promise<{ data: RaRecord }>;
  /**
   * Runs a status action (`action`) or the soft delete (no `action`) over many records at its
   * declared `bulkPath`; answers the records it left as they were, each with its message key.
   */
  runBulk: (resource: string, params: BulkParams) => Promise<{ failures: BulkFailure[] }>;
  /** The file one of the resource's `bulkDownloads` makes of `ids` (an evidence zip). */
  bulkDownload: (
    resource: string,
    params: { download: string; ids: readonly Identifier[]; onBytes?: HttpRequest['onBytes']; signal?: AbortSignal },
  ) => Promise<Blob>;
}

export interface BulkParams {
  /** A status action's name; absent: the soft delete. */
  action?: string;
  ids: readonly Identifier[];
  /** What the one-record call would send (the target, the reason ...). */
  body: Record<string, unknown>;
}

export interface SoftDeleteParams {
  id: Identifier;
  /** The text of the 'Motive' field. */
  reason: string;
}

export interface DataProviderOptions {
  model: RegistrySummary;
  /** API root: `/api` for the demo, or a real backend's URL. */
  baseUrl: string;
  getRequestContext: () => RequestContext;
  fetch?: typeof fetch;
  /** How failures are presented: the app's rows before the HTTP ones. */
  catalogue?: ErrorCatalogue;
}

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * One data provider for every resource of the registry: each call goes to the API style
 * its resource declares (`paginated` or `simple-rest`).
 *
 * @example
 * const dataProvider = createDataProvider({ model, baseUrl: '/api', getRequestContext: () => ({ lang: 'pt' }) });
 */
export function createDataProvider({ model, baseUrl, getRequestContext, fetch, catalogue }: DataProviderOptions): AdminDataProvider {
  const http = createHttpClient({ baseUrl, getRequestContext, ...(fetch ? { fetch } : {}), ...(catalogue ? { catalogue } : {}) });
  const paginated = createPaginatedDataProvider({ model, http });
  const simpleRest = createSimpleRestDataProvider({ model, baseUrl, getRequestContext, ...(catalogue ? { catalogue } : {}) });
  const resourceOf = (name: string): ResourceSummary | undefined => model.resources.find((r) => r.name === name);

  const routed = Object.fromEntries(
    METHODS.map((method) => [
      method,
      (name: string, params: unknown) => {
        const provider = resourceOf(name)?.api.style === 'simple-rest' ? simpleRest : paginated;
        return (provider[method] as (n: string, p: unknown) => Promise<unknown>)(name, params);
      },
    ]),
  ) as unknown as DataProvider;

  return {
    ...routed,
    runAction: async (name, params) => {
      const resource = resourceOf(name);
      const definition = resource?.actions.find((a) => a.name === params.action);
      if (!resource || !definition) throw new Error(`Resource "${name}" declares no action "${params.action}".`);
      const idField = resource.api.idField;
      const records = params.records?.map((record) => ({ ...toApiPayload(resource, record), [idField]: record.id ?? record[idField] }));
      const request = actionRequest(resource, definition, { ...params, ...(records ? { records } : {}) });
      const { json } = await http(request);
      return readActionResult(resource, definition, json, request.path);
    },
    softDelete: async (name, { id, reason }) => {
      const resource = resourceOf(name);
      const definition = resource?.softDelete;
      if (!resource || !definition) throw new Error(`Resource "${name}" declares no soft delete.`);
      const path = `${resource.api.path.replace(/\/+$/, '')}/${definition.path.replace(/^\/+/, '').replace('{id}', encodeURIComponent(String(id)))}`;
      const { json } = await http({ method: definition.method, path, body: { [definition.reason]: reason } });
      const record = resource.api.style === 'simple-rest' ? (json as Record<string, unknown>) : readRecord(json, path);
      return { data: toRaRecord(resource, record) };
    },
    runBulk: async (name, { action, ids, body }) => {
      const resource = resourceOf(name);
      const definition = action === undefined ? resource?.softDelete : resource?.actions.find((a) => a.name === action);
      const bulkPath = definition && 'bulkPath' in definition ? definition.bulkPath : undefined;
      if (!resource || !definition || !bulkPath) throw new Error(`Resource "${name}" declares no bulk path for ${action ?? 'its soft delete'}.`);
      const path = `${resource.api.path.replace(/\/+$/, '')}/${bulkPath.replace(/^\/+/, '')}`;
      const { json } = await http({ method: definition.method, path, body: { ...body, ids: ids.map(String) } });
      return readBulkFailures(resource.api.style === 'simple-rest' ? json : unwrapAnswer(json), path);
    },
    bulkDownload: async (name, { download, ids, onBytes, signal }) => {
      const resource = resourceOf(name);
      const definition = resource?.bulkDownloads?.find((d) => d.name === download);
      if (!resource || !definition) throw new Error(`Resource "${name}" declares no bulk download "${download}".`);
      const path = definition.path.startsWith('/') ? definition.path.replace(/^\/+/, '') : `${resource.api.path.replace(/\/+$/, '')}/${definition.path}`;
      // `filters.ids` → { filters: { ids } }
      const body = definition.idsAt
        .split('.')
        .reverse()
        .reduce<unknown>((inner, key) => ({ [key]: inner }), ids.map(String));
      const { blob } = await http({ method: definition.method, path, body, answer: 'blob', ...(onBytes ? { onBytes } : {}), ...(signal ? { signal } : {}) });
      if (!blob) throw new Error(`The answer of ${path} is not a file.`);
      return blob;
    },
  };
}
