/** The process calls of spec §7 the process pages make, their paths in one place. */
export const processCalls = {
  definitions: 'process-engine/process-definition',
  definitionXml: (id: string) => `process-engine/process-definition/${encodeURIComponent(id)}/xml`,
  templateXml: (id: string) => `digital-process/${encodeURIComponent(id)}/xml`,
} as const;

/** A deployed process definition as the list answers it. */
export interface ProcessDefinitionRow {
  id: string;
  key: string;
  name: string;
  version: number;
  resource?: string;
}

/** A model task of a template with the product tasks bound to it. */
export interface TemplateActivity {
  id: string;
  name?: string;
  tasks: string[];
}

/** What `digital-process/{id}/xml` answers. */
export interface TemplateModel {
  name?: string;
  xml: string;
  activities: TemplateActivity[];
  activitiesOrder: string[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The definitions of a `process-definition` answer; anything malformed left out. */
export function parseDefinitions(data: unknown): ProcessDefinitionRow[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isObject).flatMap((row) =>
    typeof row.id === 'string' ? [{ id: row.id, key: String(row.key ?? row.id), name: String(row.name ?? row.id), version: Number(row.version ?? 1), ...(typeof row.resource === 'string' ? { resource: row.resource } : {}) }] : [],
  );
}

/** The `bpmn20Xml` of a definition's XML answer. */
export function parseDefinitionXml(data: unknown): string {
  return isObject(data) && typeof data.bpmn20Xml === 'string' ? data.bpmn20Xml : '';
}

/** A template's model answer. */
export function parseTemplateModel(data: unknown): TemplateModel {
  const record = isObject(data) ? data : {};
  const activities = (Array.isArray(record.activities) ? record.activities : []).filter(isObject).flatMap((activity) =>
    typeof activity.id === 'string' ? [{ id: activity.id, ...(typeof activity.name === 'string' ? { name: activity.name } : {}), tasks: texts(activity.tasks) }] : [],
  );
  return { ...(typeof record.name === 'string' ? { name: record.name } : {}), xml: typeof record.xml === 'string' ? record.xml : '', activities, activitiesOrder: texts(record.activitiesOrder) };
}
