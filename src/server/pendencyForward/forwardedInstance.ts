import type { InstanceStep } from '../processInstances/instanceSteps';
import type { StoredRecord } from '../store/readCollectionFile';

/** A pendency's classification and the instance counter its open pendencies add to. */
const COUNTER_OF_CLASSIFICATION: Readonly<Record<string, string>> = {
  IMPEDITIVE: 'impeditivePendenciesCount',
  NON_IMPEDITIVE: 'nonImpeditivePendenciesCount',
};

export interface ForwardedInstanceInput {
  id: string | number;
  template: StoredRecord;
  templateId: string;
  pendency: StoredRecord;
  pendencyId: string;
  steps: readonly InstanceStep[];
  time: string;
}

/**
 * The digital process instance a pendency is forwarded through
 * (schemas/digital-process-instance.schema.json): named after the template and the
 * pendency's code, in the pendency's project, in progress from its first step, which holds
 * the pendency; the counters count it as the one open pendency of its classification.
 */
export function forwardedInstance({ id, template, templateId, pendency, pendencyId, steps, time }: ForwardedInstanceInput): StoredRecord {
  const counter = COUNTER_OF_CLASSIFICATION[String(pendency.classification)];
  const name = [template.name, pendency.publicId].filter((part) => typeof part === 'string' && part !== '').join(' - ');
  return {
    _id: id,
    name: name.slice(0, 250),
    digitalProcessId: templateId,
    pendencyId,
    ...(typeof pendency.projectId === 'string' ? { projectId: pendency.projectId } : {}),
    executionStatus: 'IN_PROGRESS',
    steps: steps.map((step, index) => (index === 0 ? { ...step, status: 'IN_PROGRESS', pendencies: [pendencyId] } : step)),
    pendencies: [pendencyId],
    impeditivePendenciesCount: counter === 'impeditivePendenciesCount' ? 1 : 0,
    nonImpeditivePendenciesCount: counter === 'nonImpeditivePendenciesCount' ? 1 : 0,
    createdAt: time,
    updatedAt: time,
  };
}
