import type { ImportRefusal } from '../../contracts/imports';
import type { CallAnswer, CallContract, CallInput } from '../../framework/contracts/callContract';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { importRefusalOf } from './importRefusal';

/** An import call's outcome as a panel reads it: the answer, or the refusal it shows. */
export type ImportOutcome<C extends CallContract> = { ok: true; answer: CallAnswer<C> } | { ok: false; refusal: ImportRefusal };

/**
 * Sends one of an import definition's calls: the answer, or the refusal the panel shows
 * (a workbook's or a row's errors); any other failure opens the error dialog and gives
 * undefined. `isPending` while it runs.
 *
 * @example
 * const preview = useImportCall(calls.preview);
 * const outcome = await preview.send({ body: fileForm(file) });
 */
export function useImportCall<C extends CallContract>(contract: C) {
  const showError = useErrorDialog();
  const call = useCallMutation(contract);
  const send = async (input: CallInput<C>): Promise<ImportOutcome<C> | undefined> => {
    try {
      return { ok: true, answer: await call.mutateAsync(input) };
    } catch (error) {
      const refusal = importRefusalOf(error, contract);
      if (refusal) return { ok: false, refusal };
      showError(error);
      return undefined;
    }
  };
  return { send, isPending: call.isPending };
}
