/**
 * Long tasks (main-thread work over 50 ms) of a page, as the browser reports them: an init
 * script starts a PerformanceObserver before the page's own code, and `longTasksSince`
 * reads what it saw after a moment of the page's clock.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** One long task: when it started (the page's clock) and how long it ran, in ms. */
export interface LongTask {
  start: number;
  duration: number;
}

interface LongTaskWindow {
  benchLongTasks?: LongTask[];
}

/** Records every long task of every page the context opens from now on. */
export async function observeLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: LongTask[] = [];
    (window as LongTaskWindow).benchLongTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The page's clock now: the mark `longTasksSince` counts from. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** The long tasks that started at or after `since` (the page's clock). */
export function longTasksSince(page: Page, since: number): Promise<LongTask[]> {
  return page.evaluate((from) => ((window as LongTaskWindow).benchLongTasks ?? []).filter((task) => task.start >= from), since);
}

/** `none`, or `3, longest 120 ms`. */
export function describeLongTasks(tasks: readonly LongTask[]): string {
  if (tasks.length === 0) return 'none';
  return `${tasks.length}, longest ${Math.round(Math.max(...tasks.map((task) => task.duration)))} ms`;
}
