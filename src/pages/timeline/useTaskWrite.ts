import { useTranslate } from 'ra-core';
import { TASK_TIMELINE } from '../../contracts/timeline';
import type { CallContract, CallInput } from '../../framework/contracts/callContract';
import { useCallMutation } from '../../framework/contracts/useCall';
import { refusalText } from './refusalText';

/** A change of the task's work as its view uses it: run it, whether it is on its way, and its refusal as one line. */
export interface TaskWrite<I> {
  /** Sends `input`; `onSuccess` runs once it was saved and the timeline came again. */
  run: (input: I, onSuccess?: () => void) => void;
  isPending: boolean;
  /** The last refusal, in the user's words; undefined once another try starts or after `reset`. */
  error: string | undefined;
  /** Forgets the last refusal (its dialog was closed). */
  reset: () => void;
}

/**
 * One call that changes the task's work (src/contracts/taskWork.ts): once saved, the
 * task's timeline (which carries the task) is asked again, so the page shows the change.
 *
 * @example
 * const save = useTaskWrite(SET_JUSTIFICATION);
 * save.run({ params: { id: taskId }, body: { activityId, justification } });
 */
export function useTaskWrite<C extends CallContract>(contract: C): TaskWrite<CallInput<C>> {
  const translate = useTranslate();
  const mutation = useCallMutation(contract, { invalidates: [TASK_TIMELINE] });
  return {
    run: (input, onSuccess) => mutation.mutate(input, onSuccess ? { onSuccess } : undefined),
    isPending: mutation.isPending,
    error: mutation.error ? refusalText(mutation.error, translate) : undefined,
    reset: mutation.reset,
  };
}
