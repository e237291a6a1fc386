import { ELEMENT_DETAILS, type ElementNode } from '../../contracts/elements';
import { useCall } from '../../framework/contracts/useCall';

/** Its details without its children: the path and counts are all the panel reads. */
const WITHOUT_CHILDREN = { limit: 0 };

/** One element with its path and counts (fetched again after every change: react-admin's refresh asks every read again). */
export function useElementDetails(id: string): { node?: ElementNode; error: Error | null } {
  const details = useCall(ELEMENT_DETAILS, { params: { id }, query: WITHOUT_CHILDREN });
  return { node: details.data?.data.element, error: details.error };
}
