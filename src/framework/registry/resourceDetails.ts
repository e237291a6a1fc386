import type { RegistryModel, ResourceModel } from './types';

/**
 * The parts of a resource that only its own screens (and the demo API) read: the browser
 * loads them with those screens, one module a resource, not with the app's first page.
 */
export const RESOURCE_DETAIL_KEYS = [
  'schema',
  'form',
  'errors',
  'datePrecision',
  // Read by the demo API alone.
  'file',
  'schemaFile',
  'fixture',
  'unique',
  'deleteGuards',
  'timestamps',
  'maintainedFields',
  'generatedCodes',
  'changedOnlyByActions',
] as const satisfies readonly (keyof ResourceModel)[];

export type ResourceDetailKey = (typeof RESOURCE_DETAIL_KEYS)[number];

export type ResourceDetails = Pick<ResourceModel, ResourceDetailKey>;

/** A resource as the app starts with it: all but its details, and its schema's title (the label when no language names it). */
export type ResourceSummary = Omit<ResourceModel, ResourceDetailKey> & { title?: string };

/** The registry as the app starts with it; `RegistryModel` (every resource whole) is one too. */
export interface RegistrySummary {
  resources: ResourceSummary[];
  valueSets?: RegistryModel['valueSets'];
}

/** Whether the resource's details are here (a whole `ResourceModel`). */
export function hasDetails(resource: ResourceSummary | ResourceModel): resource is ResourceModel {
  return 'schema' in resource;
}

/** The resource's schema title, from its summary or its whole model. */
export function resourceTitle(resource: ResourceSummary | ResourceModel): string | undefined {
  return 'title' in resource ? resource.title : hasDetails(resource) ? resource.schema.title : undefined;
}

/** A resource cut in two: what the first page carries, and what its screens load. */
export function splitResource(resource: ResourceModel): { summary: ResourceSummary; details: ResourceDetails } {
  const summary: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  const detailKeys: ReadonlySet<string> = new Set(RESOURCE_DETAIL_KEYS);
  for (const [key, value] of Object.entries(resource)) (detailKeys.has(key) ? details : summary)[key] = value;
  if (resource.schema.title) summary.title = resource.schema.title;
  return { summary: summary as ResourceSummary, details: details as ResourceDetails };
}
