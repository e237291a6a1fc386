import type { Page } from 'playwright-core';
import type { ResourceModel } from '../../../../src/framework/registry/types';
import { authorizationOf } from '../signIn';

/** The id of the first record the resource's list call answers (as the page's signed-in user), or undefined when it has none. */
export async function firstRecordId(appUrl: string, resource: ResourceModel, page: Page): Promise<string | undefined> {
  const list = resource.api.list;
  const query = list.paged ? `?limit=1&skip=0&${list.countParam}=false` : '';
  const response = await fetch(`${appUrl}api/${list.path.replace(/\/$/, '')}${query}`, { headers: await authorizationOf(page) });
  if (!response.ok) throw new Error(`GET ${list.path} answered ${response.status}`);
  const body = (await response.json()) as { data?: { items?: Record<string, unknown>[] } | Record<string, unknown>[] };
  const records = Array.isArray(body.data) ? body.data : (body.data?.items ?? []);
  const id = records[0]?.[resource.api.idField];
  return id === undefined ? undefined : String(id);
}
