import { useParams } from 'react-router-dom';
import { ELEMENT_TIMELINE, PENDENCY_TIMELINE, TASK_TIMELINE } from '../../contracts/timeline';
import { SubjectTimelinePage } from './SubjectTimelinePage';
import { TaskMedia } from '../evidence/TaskMedia';
import { TaskSubject } from './TaskSubject';
import { TaskWorkPanel } from './TaskWorkPanel';
import { useInvalidateCalls } from '../../framework/contracts/useInvalidateCalls';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const joined = (...parts: unknown[]): string => parts.map(text).filter(Boolean).join(' — ');

/** `/timeline/activity/:activityId/task/:taskId`: the task's work, then its timeline. A 404 of the call goes to /forbidden (spec §8, errorCatalogue). */
export function TaskTimelinePage() {
  const { activityId = '', taskId = '' } = useParams();
  const refresh = useInvalidateCalls();
  // A file sent or deleted is on the timeline at once.
  const refreshTimeline = () => void refresh(TASK_TIMELINE);
  return (
    <SubjectTimelinePage
      subject={{ call: TASK_TIMELINE, params: { activityId, taskId } }}
      titleKey="app.pages.timeline_activity_task.title"
      describe={(task) => <TaskSubject activityId={activityId} order={text(task.order)} taskId={text(task.task)} />}
    >
      {(page) => (
        <TaskWorkPanel
          key={text(page.subject._id)}
          activityId={activityId}
          taskId={taskId}
          task={page.subject}
          media={<TaskMedia activityId={activityId} taskId={taskId} onChange={refreshTimeline} />}
        />
      )}
    </SubjectTimelinePage>
  );
}

/** `/timeline/element/:elementId`. */
export function ElementTimelinePage() {
  const { elementId = '' } = useParams();
  return (
    <SubjectTimelinePage
      subject={{ call: ELEMENT_TIMELINE, params: { elementId } }}
      titleKey="app.pages.timeline_element.title"
      describe={(element) => joined(element.identifier, element.name)}
    />
  );
}

/** `/timeline/pendency/:pendencyId`. */
export function PendencyTimelinePage() {
  const { pendencyId = '' } = useParams();
  return (
    <SubjectTimelinePage
      subject={{ call: PENDENCY_TIMELINE, params: { pendencyId } }}
      titleKey="app.pages.timeline_pendency.title"
      describe={(pendency) => joined(pendency.publicId, pendency.name)}
    />
  );
}
