import type { BpmnProblem } from '../../contracts/processEngine';
import { ApiError, ruleRefusal } from '../http/apiError';
import { describeProblem } from './bpmnProblems';

/** 400 VALIDATION_ERROR with one field error, for input its schema refuses: the message says what is wrong in plain words. */
export function invalidField(field: string, message: string, keyword = 'bpmn'): ApiError {
  return new ApiError(400, { error: 'VALIDATION_ERROR', message, errors: [{ field, keyword, message }] });
}

/** 400 REFERENCE_NOT_FOUND: `field` names a record, a step or a model element that is not there. */
export function unknownReference(field: string, message: string): ApiError {
  return ruleRefusal('REFERENCE_NOT_FOUND', message, [{ field, keyword: 'reference', message }]);
}

/** 400 BPMN_MODEL_UNREADABLE on `xml` for a model that is refused, each problem with its element and line: every path that stores a model answers this. */
export function unreadableModel(problems: readonly BpmnProblem[]): ApiError {
  const message = `The model cannot be read: ${problems.map(describeProblem).join('; ')}`;
  return ruleRefusal('BPMN_MODEL_UNREADABLE', message, [{ field: 'xml', keyword: 'bpmn', message }]);
}
