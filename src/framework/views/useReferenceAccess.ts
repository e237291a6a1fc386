import { useCanAccess } from 'ra-core';
import { useMayReadReferences } from './useMayReadReferences';

/** The screen a reference links to: the target's show page, else its edit form, else none. */
export type ReferenceLink = 'show' | 'edit' | false;

/** What the signed-in user may do with the records of a referenced resource. */
export type ReferenceAccess =
  | { isPending: true }
  | {
      isPending: false;
      /** Whether the API lets the role read them: a field asks for them only then. */
      mayRead: boolean;
      /** The screen the route guard lets the role open (none while the guard's answer is pending). */
      link: ReferenceLink;
    };

/**
 * Whether a reference field may ask for its `reference` records (the definitions' read rule,
 * the one the API enforces) and which screen of theirs it may link to (the guard's own
 * answer, react-admin's `canAccess`: show, else edit), so no field asks for what the API
 * refuses or links to a screen that answers not-found.
 *
 * @example
 * const access = useReferenceAccess('discipline');
 * if (!access.isPending && access.mayRead) ...
 */
export function useReferenceAccess(reference: string): ReferenceAccess {
  const readable = useMayReadReferences();
  const show = useCanAccess({ resource: reference, action: 'show' });
  const edit = useCanAccess({ resource: reference, action: 'edit' });
  if (readable.isPending) return { isPending: true };
  const mayRead = readable.mayRead(reference);
  const link: ReferenceLink = !mayRead ? false : show.canAccess === true ? 'show' : edit.canAccess === true ? 'edit' : false;
  return { isPending: false, mayRead, link };
}
