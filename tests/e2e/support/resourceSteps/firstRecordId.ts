import type { ResourceModel } from '../../../../src/framework/registry/types';

/** The id of the first record the resource's list call answers, or undefined when it has none. */
export async function firstRecordId(appUrl: string, resource: ResourceModel): Promise<string | undefined> {
  const list = resource.api.list;
  const query = list.paged ? `?limit=1&skip=0&${list.countParam}=false` : '';
  const response = await fetch(`${appUrl}api/${list.path.replace(/\/$/, '')}${query}`);
  if (!response.ok) throw new Error(`GET ${list.path} answered ${response.status}`);
  const body = (await response.json()) as { data?: { items?: Record<string, unknown>[] } | Record<string, unknown>[] };
  const records = Array.isArray(body.data) ? body.data : (body.data?.items ?? []);
  const id = records[0]?.[resource.api.idField];
  return id === undefined ? undefined : String(id);
}
