import { useGetList } from 'ra-core';

/** A task status of the `task-status` resource (spec §4: `states`, with its explanation-required flag). */
export interface TaskStatus {
  id: string | number;
  status: number;
  name: string;
  explanationRequired: boolean;
}

function isTaskStatus(record: Record<string, unknown>): boolean {
  return typeof record.status === 'number' && typeof record.name === 'string';
}

/** Every task status, in their order. */
export function useTaskStatuses(): readonly TaskStatus[] {
  const { data } = useGetList('task-status', { pagination: { page: 1, perPage: 100 }, sort: { field: 'status', order: 'ASC' } });
  return (data ?? [])
    .filter((record) => isTaskStatus(record))
    .map((record) => ({
      id: record.id,
      status: record.status as number,
      name: record.name as string,
      explanationRequired: record.explanationRequired === true,
    }))
    .sort((a, b) => a.status - b.status);
}
