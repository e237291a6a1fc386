/** The activity detail calls of spec §7, their paths in one place. */
export const activityCalls = {
  details: (id: string) => `activity/${id}/details-with-tasks`,
  addTasks: 'activity/tasks',
  removeTasks: 'activity/disassociate-tasks',
  element: (id: string, elementId: string) => `activity/${id}/element/${elementId}`,
  createComment: 'activity/create-comment',
  comments: (id: string) => `activity/${id}/load-activity-comments`,
  deletedComments: (id: string) => `activity/${id}/load-deleted-activity-comments`,
  deleteComment: (id: string) => `activity/${id}/delete-comment`,
  instructions: (id: string) => `activity/${id}/execution-instructions`,
  instruction: (id: string, instructionId: string) => `activity/${id}/execution-instructions/${instructionId}`,
} as const;

/** One task of an activity as details-with-tasks answers it. */
export interface ActivityTaskRow {
  _id: string;
  task?: string;
  taskDescription?: string;
  order?: number;
  status?: number;
}

export interface ActivityComment {
  _id: string;
  comment: string;
  userName?: string;
  createdAt?: string;
  reasonDeletingComments?: string;
}

export interface ExecutionInstruction {
  _id: string;
  description: string;
  createdAt?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The objects of an answer's list that carry a text `_id` and a text `field`; anything else is left out. */
export function rowsWith<T extends { _id: string }>(value: unknown, field: string): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is T => isObject(item) && typeof item._id === 'string' && (field === '_id' || typeof item[field] === 'string'));
}

/** The tasks of a details-with-tasks answer. */
export function tasksOfDetails(value: unknown): ActivityTaskRow[] {
  return isObject(value) ? rowsWith<ActivityTaskRow>(value.tasks, '_id') : [];
}
