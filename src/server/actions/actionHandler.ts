import type { ActionDefinition, ResourceModel } from '../../framework/registry/types';
import type { ActionContext } from './actionContext';

/** What a handler gets from the request: the route's `:name` values and the parsed body. */
export interface ActionCall {
  params: Readonly<Record<string, string>>;
  body: unknown;
}

/**
 * One kind of action. Returns the answer's payload (the route wraps it in `data` for the
 * paginated style); refuses by throwing ApiError before anything is written.
 */
export type ActionHandler<A> = (context: ActionContext, resource: ResourceModel, action: A, call: ActionCall) => unknown;

/** A handler for every action kind of the registry. */
export type ActionHandlerTable = { [K in ActionDefinition['kind']]: ActionHandler<Extract<ActionDefinition, { kind: K }>> };
