import { useEffect, useState } from 'react';
import { ELEMENT_TO_ID } from '../../contracts/elementLookups';
import { useCall } from '../../framework/contracts/useCall';
import { ApiError } from '../../framework/data/ApiError';

export interface ElementByTag {
  /** Looks the tag up (trimmed; a blank one asks nothing). */
  find: (tag: string) => void;
  isPending: boolean;
  /** The tag asked for when the project has no element with it. */
  notFound: string | undefined;
  /** Any other failure of the look-up. */
  failed: boolean;
}

/**
 * Finds an element by its exact tag in the request's project (`element/{identifier}/to-id`,
 * spec §7) and hands its id to `onFound` each time a tag is asked for, found again from the
 * cache when asked twice. `onFound` should be stable (a state setter).
 */
export function useElementByTag(onFound: (id: string) => void): ElementByTag {
  // Each ask its own object, so asking the same tag again selects it again.
  const [asked, setAsked] = useState<{ tag: string } | null>(null);
  const lookup = useCall(ELEMENT_TO_ID, { params: { identifier: asked?.tag ?? '' } }, { enabled: asked !== null });
  const id = lookup.data?.data._id;
  useEffect(() => {
    if (asked && id !== undefined) onFound(id);
  }, [asked, id, onFound]);
  const missing = lookup.error instanceof ApiError && lookup.error.status === 404;
  return {
    find: (tag) => {
      const trimmed = tag.trim();
      if (trimmed !== '') setAsked({ tag: trimmed });
    },
    isPending: asked !== null && lookup.isFetching,
    notFound: missing ? asked?.tag : undefined,
    failed: lookup.error !== null && !missing,
  };
}
