type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'draft:';

/**
 * What the user is typing, per route, so a session that ends in the middle of an edit
 * loses nothing (issue: "nothing typed is lost"). Forms report their values as they change
 * (kept in memory only); when the session is lost, `persist` writes them to session storage;
 * the same form, opened again after signing in, takes its draft back once.
 */
export function createFormDrafts(storage: () => DraftStorage | undefined) {
  const open = new Map<string, Record<string, unknown>>();
  return {
    remember(route: string, values: Record<string, unknown>) {
      open.set(route, values);
    },
    /** The form closed (saved or left): nothing to keep. */
    forget(route: string) {
      open.delete(route);
    },
    persist() {
      const target = storage();
      for (const [route, values] of open) {
        try {
          target?.setItem(PREFIX + route, JSON.stringify(values));
        } catch {
          // A full or blocked storage keeps nothing more; the sign-in still goes on.
        }
      }
    },
    take(route: string): Record<string, unknown> | undefined {
      const target = storage();
      try {
        const text = target?.getItem(PREFIX + route);
        if (!text) return undefined;
        target?.removeItem(PREFIX + route);
        const value = JSON.parse(text) as unknown;
        return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type FormDrafts = ReturnType<typeof createFormDrafts>;

/** The app's drafts, in the tab's session storage. */
export const formDrafts: FormDrafts = createFormDrafts(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
