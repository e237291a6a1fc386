/** One entry of the IFC-JSON specifications (spec §2): an `/api/v1` call and its sample answer. */
export interface IfcJsonEntry {
  /** Anchor id, message key (`entries.<key>` of the page's texts) and sample file name. */
  key: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path under the API root, `{name}` for a path parameter. */
  path: string;
  /** The schema (schemas/ifcjson/) every object in the sample's `data` follows. */
  itemSchema: string;
  /** Writes: a request body the call accepts, a static asset beside the samples. */
  hasRequestSample?: boolean;
}

/** Where the samples are served (public/ifcjson/), relative to the app, so they load only when the page asks. */
export const SAMPLES_PATH = 'ifcjson';

/** The address of an entry's sample answer, or of its sample request body. */
export function sampleUrl(entry: Pick<IfcJsonEntry, 'key'>, kind: 'response' | 'request' = 'response'): string {
  return `./${SAMPLES_PATH}/${entry.key}${kind === 'request' ? '.request' : ''}.json`;
}

/** The id of an entry's title on the page, the target of its link in the contents. */
export function entryAnchor(entry: Pick<IfcJsonEntry, 'key'>): string {
  return `ifcjson-${entry.key}`;
}

/** The 17 entries of spec §2, in its order. */
export const IFC_JSON_ENTRIES: readonly IfcJsonEntry[] = [
  { key: 'general-specs', method: 'GET', path: '/api/v1', itemSchema: 'ifcjson-project.schema.json' },
  { key: 'activities-and-tasks', method: 'GET', path: '/api/v1/activity', itemSchema: 'ifcjson-activity.schema.json' },
  { key: 'tasks', method: 'GET', path: '/api/v1/task', itemSchema: 'ifcjson-task-type.schema.json' },
  { key: 'task-by-id', method: 'GET', path: '/api/v1/task/{id}', itemSchema: 'ifcjson-task-type.schema.json' },
  { key: 'tasks-by-tag', method: 'GET', path: '/api/v1/task/tag/{tag}', itemSchema: 'ifcjson-activity-task.schema.json' },
  { key: 'tag-by-task', method: 'GET', path: '/api/v1/task/{id}/tags', itemSchema: 'ifcjson-tag.schema.json' },
  { key: 'task-status', method: 'GET', path: '/api/v1/task/status', itemSchema: 'ifcjson-task-status.schema.json' },
  { key: 'pendencies', method: 'GET', path: '/api/v1/pendency', itemSchema: 'ifcjson-pendency.schema.json' },
  { key: 'pendency-by-public-id', method: 'GET', path: '/api/v1/pendency/{publicId}', itemSchema: 'ifcjson-pendency.schema.json' },
  { key: 'by-project-id', method: 'GET', path: '/api/v1/pendency/project/{projectId}', itemSchema: 'ifcjson-pendency.schema.json' },
  { key: 'by-classification', method: 'GET', path: '/api/v1/pendency/classification/{classification}', itemSchema: 'ifcjson-pendency.schema.json' },
  { key: 'by-status', method: 'GET', path: '/api/v1/pendency/status/{status}', itemSchema: 'ifcjson-pendency.schema.json' },
  { key: 'by-element', method: 'GET', path: '/api/v1/pendency/element/{elementId}', itemSchema: 'ifcjson-pendency.schema.json' },
  { key: 'post-pendencies', method: 'POST', path: '/api/v1/pendency', itemSchema: 'ifcjson-pendency.schema.json', hasRequestSample: true },
  { key: 'update-pendencies', method: 'PUT', path: '/api/v1/pendency/{publicId}', itemSchema: 'ifcjson-pendency.schema.json', hasRequestSample: true },
  { key: 'pendency-classifications', method: 'GET', path: '/api/v1/pendency/classifications', itemSchema: 'ifcjson-pendency-classification.schema.json' },
  { key: 'pendency-statuses', method: 'GET', path: '/api/v1/pendency/statuses', itemSchema: 'ifcjson-pendency-status.schema.json' },
];
