import type { ForwardBody } from '../../contracts/pendencyForward';
import type { ResourceModel } from '../../framework/registry/types';
import { invalidField, unknownReference } from '../processEngine/processAccess';
import { taskIdsOf } from '../processEngine/taskIds';
import type { TasksByStep } from '../processInstances/instanceSteps';
import type { RecordService } from '../records/recordService';

/** The body's steps with their task ids checked: each must name a task of the catalogue (400 REFERENCE_NOT_FOUND naming `steps.N.tasks`), duplicates dropped. */
export function knownTasks(steps: ForwardBody['steps'] = [], tasks: ResourceModel, records: RecordService): { stepId: string; tasks: string[] }[] {
  return steps.map((step, index) => ({ stepId: step.stepId, tasks: taskIdsOf(step.tasks, `steps.${index}.tasks`, tasks, records) }));
}

/**
 * The tasks chosen per template step, for instanceSteps: each `stepId` must be one of the
 * template's `stepIds` (400 REFERENCE_NOT_FOUND otherwise), named once (400 VALIDATION_ERROR). A step left out keeps
 * its template tasks.
 */
export function tasksByStep(steps: readonly { stepId: string; tasks: string[] }[], stepIds: readonly string[]): TasksByStep {
  const chosen: Record<string, string[]> = {};
  steps.forEach(({ stepId, tasks }, index) => {
    if (!stepIds.includes(stepId)) {
      throw unknownReference(
        `steps.${index}.stepId`,
        `steps.${index}.stepId: the digital process has no step "${stepId}" (its steps: ${stepIds.join(', ') || 'none'})`,
      );
    }
    if (Object.hasOwn(chosen, stepId)) throw invalidField(`steps.${index}.stepId`, `steps.${index}.stepId: step "${stepId}" is given twice`, 'uniqueItems');
    chosen[stepId] = tasks;
  });
  return chosen;
}
