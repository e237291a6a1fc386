import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { RegistryModel, ResourceModel } from '../registry/types';
import type { ErrorCatalogue } from './errorCatalogue';
import { createHttpClient } from './httpClient';
import { createPaginatedDataProvider } from './paginatedDataProvider';
import type { RequestContext } from './requestHeaders';
import { readRecord } from './responseShapes';
import { createSimpleRestDataProvider } from './simpleRestDataProvider';
import { toRaRecord } from './recordMapping';

export interface ActionParams {
  /** Name of the action in the resource definition (`activate`). */
  action: string;
  id: Identifier;
  /** New value of a toggle action's field. */
  value: boolean;
}

/** The app's data provider: react-admin's methods plus the resource actions. */
export interface AdminDataProvider extends DataProvider {
  runAction: (resource: string, params: ActionParams) => Promise<{ data: RaRecord }>;
}

export interface DataProviderOptions {
  model: RegistryModel;
  /** API root: `/api` for the demo, or a real backend's URL. */
  baseUrl: string;
  getRequestContext: () => RequestContext;
  fetch?: typeof fetch;
  /** How failures are presented (spec §8): the app's rows before the HTTP ones. */
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
  const resourceOf = (name: string): ResourceModel | undefined => model.resources.find((r) => r.name === name);

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
    runAction: async (name, { action, id, value }) => {
      const resource = resourceOf(name);
      const definition = resource?.actions.find((a) => a.name === action);
      if (!resource || !definition) throw new Error(`Resource "${name}" declares no action "${action}".`);
      const path = `${resource.api.path.replace(/\/+$/, '')}/${definition.path.replace('{id}', encodeURIComponent(String(id)))}`;
      const { json } = await http({ method: definition.method, path, body: { [definition.field]: value } });
      const record = resource.api.style === 'simple-rest' ? (json as Record<string, unknown>) : readRecord(json, path);
      return { data: toRaRecord(resource, record) };
    },
  };
}
