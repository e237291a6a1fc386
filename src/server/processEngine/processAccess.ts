import type { BpmnProblem } from '../../contracts/processEngine';
import { ApiError } from '../http/apiError';
import { describeProblem } from './bpmnProblems';

/** 400 VALIDATION_ERROR with one field error: the message says what is wrong in plain words. */
export function invalidField(field: string, message: string, keyword = 'bpmn'): ApiError {
  return new ApiError(400, { error: 'VALIDATION_ERROR', message, errors: [{ field, keyword, message }] });
}

/** 400 VALIDATION_ERROR on `xml` for a model that is refused, each problem with its element and line: every path that stores a model answers this. */
export function unreadableModel(problems: readonly BpmnProblem[]): ApiError {
  return invalidField('xml', `The model cannot be read: ${problems.map(describeProblem).join('; ')}`);
}
