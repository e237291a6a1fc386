/**
 * Runs `task` once for every caller that arrives while it is running: concurrent callers
 * share the one promise (one token refresh for many 401s).
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };
}
