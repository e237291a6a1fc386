import { useState } from 'react';
import type { CallContract, CallInput } from '../../framework/contracts/callContract';
import { useTaskWrite } from './useTaskWrite';

/** Where a text of the task is saved: its call, and the call's input for the text typed. */
export interface TaskTextSave<C extends CallContract> {
  contract: C;
  inputOf: (text: string) => CallInput<C>;
}

/**
 * One text of the task (a record, the justification) being edited: the text typed, and its
 * save, offered once the text is not blank and differs from the saved one.
 */
export function useTaskTextController<C extends CallContract>(initial: string, { contract, inputOf }: TaskTextSave<C>) {
  const [text, setText] = useState(initial);
  const write = useTaskWrite(contract);
  return {
    text,
    setText,
    canSave: !write.isPending && text.trim() !== '' && text !== initial,
    save: () => write.run(inputOf(text)),
    error: write.error,
  };
}
