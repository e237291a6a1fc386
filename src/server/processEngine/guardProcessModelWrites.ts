import { BPMN_MODEL_TEXT } from '../../contracts/processEngine';
import type { ResourceModel } from '../../framework/registry/types';
import type { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { bpmnTextProblems } from './bpmnTextProblems';
import { unreadableModel } from './processAccess';

/** The field of a digital process that holds its BPMN model. */
export const MODEL_FIELD = 'xml';

/** The refusal of a write body's model, or undefined when it has none or it passes. */
function modelRefusal(body: unknown): ApiError | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  // A body without a model text keeps the stored one (or has none): the schema judges any other type.
  const xml = (body as Record<string, unknown>)[MODEL_FIELD];
  if (typeof xml !== 'string') return undefined;
  const problems = bpmnTextProblems(xml);
  return problems.length > 0 ? unreadableModel(problems) : undefined;
}

/**
 * Makes every write of `process` records through `records` refuse a model that
 * `PUT digital-process/{id}/xml` refuses, with the same answer (400 BPMN_MODEL_UNREADABLE
 * on `xml`, the problem's element and line): the generic `POST digital-process` and
 * `PUT digital-process/{id}` (src/server/routes, which write through this service) and any
 * import. The check is `bpmnTextProblems`, the one `readBpmnModel` starts with, so no path
 * stores a text another path refuses; a body without an `xml` text is left to the schema.
 * Their API document says so: the model's media type and a sample, and the refusal.
 */
export function guardProcessModelWrites(process: ResourceModel, records: RecordService): void {
  records.addBodyCheck(
    process.name,
    (body) => {
      const refusal = modelRefusal(body);
      if (refusal) throw refusal;
    },
    { fields: { [MODEL_FIELD]: BPMN_MODEL_TEXT }, refusals: { 400: ['BPMN_MODEL_UNREADABLE'] } },
  );
}
