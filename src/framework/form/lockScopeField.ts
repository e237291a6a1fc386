import type { UiSchema } from '@rjsf/utils';
import type { ResourceModel } from '../registry/types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form's uiSchema with the resource's project-scope field read-only, saying why (`help`),
 * when the writer's role may not list the records it points at (`mayList`). Such a writer
 * works in one project, and the API sets that field itself: a create gets the project the
 * request works in, an edit keeps the record's (which is that same project, or the API
 * refuses the record). A list of projects (a user's memberships) is left as it is: the
 * writer adds and takes away its own there.
 */
export function lockScopeField(
  uiSchema: UiSchema,
  resource: Pick<ResourceModel, 'projectScope' | 'references'>,
  { mayList, help }: { mayList: (resource: string) => boolean; help: string },
): UiSchema {
  const field = resource.projectScope?.field;
  const target = field === undefined ? undefined : resource.references[field]?.resource;
  if (field === undefined || target === undefined || mayList(target)) return uiSchema;
  const own: unknown = uiSchema[field];
  return { ...uiSchema, [field]: { ...(isRecord(own) ? own : {}), 'ui:readonly': true, 'ui:help': help } };
}
