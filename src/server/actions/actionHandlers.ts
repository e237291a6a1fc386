import type { ActionDefinition } from '../../framework/registry/types';
import type { ActionHandler, ActionHandlerTable } from './actionHandler';
import { assignAction } from './assignAction';
import { exclusiveAction } from './exclusiveAction';
import { linkAction } from './linkAction';
import { statusAction } from './statusAction';
import { toggleAction } from './toggleAction';

/** The handler of each action kind; a new kind is one entry here (the type demands it). */
export const ACTION_HANDLERS: ActionHandlerTable = {
  toggle: toggleAction,
  status: statusAction,
  exclusive: exclusiveAction,
  link: linkAction,
  unlink: linkAction,
  assign: assignAction,
};

/** The handler of `action`'s kind, typed for that action. */
export function actionHandler<A extends ActionDefinition>(action: A): ActionHandler<A> {
  // The table is keyed by kind, so the entry for `action.kind` takes this very action type.
  return ACTION_HANDLERS[action.kind] as unknown as ActionHandler<A>;
}
