/** The longest a task run "when idle" waits for the browser to be idle (ms). */
export const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` once the browser has nothing more urgent to do (after a second where it cannot tell). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1000);
}
