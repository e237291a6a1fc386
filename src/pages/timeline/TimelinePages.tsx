import { useParams } from 'react-router-dom';
import { SubjectTimelinePage } from './SubjectTimelinePage';
import { TaskWorkPanel } from './TaskWorkPanel';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const joined = (...parts: unknown[]): string => parts.map(text).filter(Boolean).join(' — ');

/** `/timeline/activity/:activityId/task/:taskId`: the task's work, then its timeline. A 404 of the call goes to /forbidden (spec §8, errorCatalogue). */
export function TaskTimelinePage() {
  const { activityId = '', taskId = '' } = useParams();
  return (
    <SubjectTimelinePage
      path={`timeline/activity/${encodeURIComponent(activityId)}/task/${encodeURIComponent(taskId)}`}
      titleKey="app.pages.timeline_activity_task.title"
      describe={(task) => joined(task.activityId, task.order, task.task)}
    >
      {(page) => <TaskWorkPanel key={text(page.subject._id)} activityId={activityId} taskId={taskId} task={page.subject} />}
    </SubjectTimelinePage>
  );
}

/** `/timeline/element/:elementId`. */
export function ElementTimelinePage() {
  const { elementId = '' } = useParams();
  return <SubjectTimelinePage path={`timeline/element/${encodeURIComponent(elementId)}`} titleKey="app.pages.timeline_element.title" describe={(element) => joined(element.identifier, element.name)} />;
}

/** `/timeline/pendency/:pendencyId`. */
export function PendencyTimelinePage() {
  const { pendencyId = '' } = useParams();
  return <SubjectTimelinePage path={`timeline/pendency/${encodeURIComponent(pendencyId)}`} titleKey="app.pages.timeline_pendency.title" describe={(pendency) => joined(pendency.publicId, pendency.name)} />;
}
