import { PRESERVATION_PLAN_TASKS, type PreservationPlanTaskRow } from '../../contracts/preservationPlan';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';

/** The plan, its tasks (each naming the plan and a catalogue task) and their order. */
const NAMES = {
  plan: 'preservation-plan',
  planTask: 'preservation-plan-task',
  task: 'task',
  planField: 'planId',
  taskField: 'taskId',
  order: 'order',
} as const;

/** A preservation plan's tasks in order (src/contracts/preservationPlan.ts), each with the catalogue task it names. */
export function preservationPlanRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource): ApiRoute[] {
  const named = (name: string): ResourceModel | undefined => model.resources.find((candidate) => candidate.name === name);
  const plan = named(NAMES.plan);
  const planTask = named(NAMES.planTask);
  const task = named(NAMES.task);
  if (!plan || !planTask || !task) return [];

  return [
    contractRoute(PRESERVATION_PLAN_TASKS, accessOf, ({ params }) => {
      const id = String(records.get(plan, params.id)[plan.api.idField]);
      const rows = records
        .list(planTask)
        .filter((row) => String(row[NAMES.planField]) === id)
        .sort((a, b) => Number(a[NAMES.order] ?? 0) - Number(b[NAMES.order] ?? 0));
      const wanted = new Set(rows.map((row) => String(row[NAMES.taskField])));
      const tasks = new Map(
        records
          .list(task)
          .filter((candidate) => wanted.has(String(candidate[task.api.idField])))
          .map((candidate) => [String(candidate[task.api.idField]), candidate]),
      );
      // Stored records follow their schemas (every write is checked): they are the contract's records.
      const data = rows.map((row) => ({ ...row, task: tasks.get(String(row[NAMES.taskField])) ?? null }) as PreservationPlanTaskRow);
      return { status: 200, body: { data } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const preservationPlanFeature: FeatureModule = {
  origin: 'src/server/preservationPlan',
  routes: ({ model, records, accessOf }) => preservationPlanRoutes(model, records, accessOf),
};
