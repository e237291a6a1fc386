import { canPerform } from '../../framework/registry/access';
import type { Operation, ResourceModel } from '../../framework/registry/types';
import { forbidden } from '../auth/protectResourceRoute';
import { ApiError } from '../http/apiError';
import type { ApiRequest } from '../routes/apiRoute';
import type { RequestUser } from '../auth/requestUser';
import { describeProblem, type BpmnProblem } from './bpmnProblems';

/** The caller, when the resource's rules let them do `operation` (401 signed out, 403 otherwise): the process calls follow the digital process's rules. */
export function callerMay(resource: ResourceModel, operation: Operation, request: ApiRequest): RequestUser {
  const user = request.user;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!canPerform(resource.access, operation, user.roles)) throw forbidden(`${operation} ${resource.name}`, resource.access[operation]);
  return user;
}

/** 400 VALIDATION_ERROR with one field error: the message says what is wrong in plain words. */
export function invalidField(field: string, message: string, keyword = 'bpmn'): ApiError {
  return new ApiError(400, { error: 'VALIDATION_ERROR', message, errors: [{ field, keyword, message }] });
}

/** 400 VALIDATION_ERROR on `xml` for a model that is refused, each problem with its element and line: every path that stores a model answers this. */
export function unreadableModel(problems: readonly BpmnProblem[]): ApiError {
  return invalidField('xml', `The model cannot be read: ${problems.map(describeProblem).join('; ')}`);
}
