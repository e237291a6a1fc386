import { Link, useCreatePath, useGetOne } from 'react-admin';
import { useResourceSummary } from '../../framework/registry/RegistryContext';
import { recordLabel } from '../../framework/registry/recordLabel';

/** The resources the task's ids point to: its activity and the catalogue task it carries out. */
const ACTIVITY = 'activity';
const CATALOGUE_TASK = 'task';

export interface TaskSubjectProps {
  activityId: string;
  /** The task's place in its activity. */
  order: string;
  /** The catalogue task's id. */
  taskId: string;
}

/** The line under a task timeline's title: its activity (a link back to it), its order and its name, never raw ids. */
export function TaskSubject({ activityId, order, taskId }: TaskSubjectProps) {
  const createPath = useCreatePath();
  const activityModel = useResourceSummary(ACTIVITY);
  const taskModel = useResourceSummary(CATALOGUE_TASK);
  const activity = useGetOne(ACTIVITY, { id: activityId }, { retry: false });
  const task = useGetOne(CATALOGUE_TASK, { id: taskId }, { retry: false, enabled: taskId !== '' });
  const taskName = task.data ? recordLabel(taskModel, task.data) : '';
  return (
    <>
      {activity.data ? <Link to={createPath({ resource: ACTIVITY, id: activityId, type: 'show' })}>{recordLabel(activityModel, activity.data)}</Link> : null}
      {[order, taskName].filter(Boolean).map((part) => ` — ${part}`)}
    </>
  );
}
