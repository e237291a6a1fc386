import type { FicItemError } from '../../contracts/fic';
import { useCall } from '../../framework/contracts/useCall';
import type { FicScreen } from './ficKinds';

/** The items an earlier import of this screen stopped before (spec §7 aborted lists); none until known, or when the list failed. */
export function useAbortedItems(screen: FicScreen): FicItemError[] {
  return useCall(screen.calls.aborted, {}).data?.data.items ?? [];
}
