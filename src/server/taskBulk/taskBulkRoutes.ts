import { TASK_BULK } from '../../contracts/taskBulk';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel } from '../../framework/registry/types';
import { contractRoute } from '../http/contractRoute';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import { countGuardLinks } from '../rules/countGuardLinks';
import type { DemoStore } from '../store/createStore';
import { bulkRefused, type BulkFailure } from '../http/bulkRefused';

/** The catalogue tasks' resource. */
const TASK = 'task';

/**
 * POST task/bulk (src/contracts/taskBulk.ts): deletes several catalogue tasks, every one or
 * none. Every id is checked first against the task's delete guards (an activity, a plan or a
 * process naming it); only when none is refused are they all removed, in one write.
 */
export function taskBulkRoutes(model: RegistryModel, store: DemoStore, accessOf: AccessOfResource): ApiRoute[] {
  const task = model.resources.find((candidate) => candidate.name === TASK);
  if (!task) return [];
  const names = new Set(model.resources.map((resource) => resource.name));
  const guards = task.deleteGuards.filter((guard) => names.has(guard.resource));

  return [
    contractRoute(TASK_BULK, accessOf, ({ body }) => {
      const tasks = store.collection(task.name);
      const linkedRecords = guards.map((guard) => ({ guard, records: store.collection(guard.resource).all() }));
      const failures: BulkFailure[] = [];
      for (const id of body.ids) {
        if (!tasks.get(id)) {
          failures.push({ _id: id, error: 'NOT_FOUND' });
          continue;
        }
        const guarded = linkedRecords.find(({ guard, records }) => countGuardLinks(guard, id, records) > 0);
        if (guarded) failures.push({ _id: id, error: guarded.guard.error });
      }
      if (failures.length > 0) throw bulkRefused(failures);
      tasks.apply({ remove: body.ids });
      return { status: 200, body: { data: { deleted: body.ids.length } } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const taskBulkFeature: FeatureModule = {
  origin: 'src/server/taskBulk',
  routes: ({ model, store, accessOf }) => taskBulkRoutes(model, store, accessOf),
};
