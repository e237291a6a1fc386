import type { RegistryModel, ResourceModel } from '../../framework/registry/types';

/** The resources the FIC simulator reads and writes; undefined for a model without them (no FIC calls then). */
export interface FicResources {
  project: ResourceModel;
  activity: ResourceModel;
  activityTask: ResourceModel;
  task: ResourceModel;
  discipline: ResourceModel;
  documentType: ResourceModel;
  userGroup: ResourceModel;
  user: ResourceModel;
  processInstance: ResourceModel;
}

const NAMES: Readonly<Record<keyof FicResources, string>> = {
  project: 'project',
  activity: 'activity',
  activityTask: 'activity-task',
  task: 'task',
  discipline: 'discipline',
  documentType: 'document-type',
  userGroup: 'user-group',
  user: 'user',
  processInstance: 'digital-process-instance',
};

export function ficResources(model: RegistryModel): FicResources | undefined {
  const found: Partial<Record<keyof FicResources, ResourceModel>> = {};
  for (const [key, name] of Object.entries(NAMES) as [keyof FicResources, string][]) {
    const resource = model.resources.find((candidate) => candidate.name === name);
    if (!resource) return undefined;
    found[key] = resource;
  }
  return found as FicResources;
}
