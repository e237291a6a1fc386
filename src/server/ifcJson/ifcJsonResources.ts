import type { RegistryModel, ResourceModel } from '../../framework/registry/types';

/** The resources the `/api/v1` routes read, by their registry names. */
export const IFC_JSON_RESOURCES = ['project', 'activity', 'activity-task', 'task', 'task-status', 'pendency', 'element'] as const;
export type IfcJsonResourceName = (typeof IFC_JSON_RESOURCES)[number];

/** Each of IFC_JSON_RESOURCES in `model`; undefined when one is missing (a model without them serves no `/api/v1`). */
export function ifcJsonResources(model: RegistryModel): Record<IfcJsonResourceName, ResourceModel> | undefined {
  const found: Partial<Record<IfcJsonResourceName, ResourceModel>> = {};
  for (const name of IFC_JSON_RESOURCES) {
    const resource = model.resources.find((candidate) => candidate.name === name);
    if (!resource) return undefined;
    found[name] = resource;
  }
  return found as Record<IfcJsonResourceName, ResourceModel>;
}
