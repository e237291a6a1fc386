import { ApiError } from '../framework/data/ApiError';

type Listener = (error: ApiError) => void;

/**
 * Failures that take the user somewhere (a project change, the join request, the
 * forbidden page), from wherever they happen: the data provider publishes, the layout listens.
 */
export function createRoutedErrors() {
  const listeners = new Set<Listener>();
  return {
    publish(error: ApiError) {
      for (const listener of listeners) listener(error);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type RoutedErrors = ReturnType<typeof createRoutedErrors>;

/** The displays that route instead of opening the error dialog. */
export const ROUTED_DISPLAYS: ReadonlySet<string> = new Set(['changeProject', 'changeScope', 'dropScope', 'joinProject', 'forbidden']);

/** The page the user is on: the hash's path, without its query (the scope, menu_type). */
function currentPage(): string {
  return typeof window === 'undefined' ? '' : (window.location.hash.split('?')[0] ?? '');
}

/**
 * Publishes the routed failures of every call of `target` (a data provider or an HTTP
 * client), then rejects as before. A failure that arrives after the user left the page
 * that asked is not published: it must not take them away from the page they are on now.
 */
export function publishRoutedErrors<T extends object>(target: T, routedErrors: RoutedErrors): T {
  const call = (run: () => unknown) => {
    const askedFrom = currentPage();
    let result: unknown;
    try {
      result = run();
    } catch (error) {
      result = Promise.reject(error as Error);
    }
    return Promise.resolve(result).catch((error: unknown) => {
      if (error instanceof ApiError && ROUTED_DISPLAYS.has(error.display) && currentPage() === askedFrom) routedErrors.publish(error);
      throw error;
    });
  };
  if (typeof target === 'function') {
    return ((...args: unknown[]) => call(() => (target as (...a: unknown[]) => unknown)(...args))) as T;
  }
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => call(() => (value as (...a: unknown[]) => unknown).apply(object, args));
    },
  });
}
