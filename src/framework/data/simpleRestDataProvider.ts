import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, fetchUtils, type DataProvider } from 'ra-core';
import type { RegistrySummary, ResourceSummary } from '../registry/resourceDetails';
import { ApiError, toApiErrorBody } from './ApiError';
import type { ErrorCatalogue } from './errorCatalogue';
import { buildRequestHeaders, type RequestContext } from './requestHeaders';

export interface SimpleRestOptions {
  model: RegistrySummary;
  baseUrl: string;
  getRequestContext: () => RequestContext;
  catalogue?: ErrorCatalogue;
}

/**
 * Resources declared with `"style": "simple-rest"` go through ra-data-simple-rest, with the
 * same headers and the same error classification as the paginated API.
 */
export function createSimpleRestDataProvider({ model, baseUrl, getRequestContext, catalogue }: SimpleRestOptions): DataProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    for (const [key, value] of Object.entries(buildRequestHeaders(getRequestContext()))) headers.set(key, value);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      const path = url.startsWith(base) ? url.slice(base.length + 1) : url;
      if (error instanceof HttpError) {
        const body = toApiErrorBody(error.body);
        throw new ApiError({ status: error.status, path, catalogue, ...(body ? { body } : {}) });
      }
      throw new ApiError({ status: 0, path, catalogue });
    }
  };
  const provider = simpleRestProvider(base, httpClient);
  const pathOf = (name: string): string => {
    const resource: ResourceSummary | undefined = model.resources.find((r) => r.name === name);
    if (!resource) throw new Error(`The data provider knows no resource "${name}".`);
    return resource.api.path.replace(/\/+$/, '');
  };
  // ra-data-simple-rest puts the resource name in the URL: hand it the declared path instead.
  return new Proxy(provider, {
    get(target, method: string) {
      const fn = target[method];
      if (typeof fn !== 'function') return fn;
      return (name: string, params: unknown) => fn(pathOf(name), params);
    },
  });
}
