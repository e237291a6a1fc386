/**
 * The activity screens of issue 14 in Chromium over 100 000 generated activities, each a
 * cold load (admin's session, empty cache, benchApp.ts) to the frame showing it:
 * - the home dashboards, every card's chart drawn and its numbers written;
 * - an activity of 200 tasks, its header and the first page of its task table;
 * - a task's page whose timeline holds 1 000 entries, its first page of entries;
 * and the API time of the calls behind them. The 200 tasks and the 1 000 entries are made
 * through the API (`activity/tasks`, then record and justification writes to one task).
 * Measures, never asserts. Alone, over the last build: `npx tsx scripts/bench-src/activityScreensBench.ts [activities]`.
 */
import { pathToFileURL } from 'node:url';
import { PAGE_SIZE as TIMELINE_PAGE } from '../../src/pages/timeline/timelineCalls';
import { againstBudget, readBudget } from './budget';
import { median, openBenchApp, until, type BenchApp } from './benchApp';

const TASKS = 200;
const ENTRIES = 1000;
/** Rows per page of the activity's task table (ActivityTasksPanel). */
const TASK_ROWS = 25;
const API_REQUESTS = 20;

interface ScreenSetup {
  tasks: number;
  taskRows: number;
  entries: number;
}

/** Runs in the page before the probe (serialized by Playwright): when each screen shows. */
function screenConditions(setup: ScreenSetup): void {
  const text = (selector: string, within: ParentNode = document) => within.querySelector(selector)?.textContent ?? '';
  const conditions: Record<string, () => boolean> = {
    // The shell's app bar: what every cold load pays before the page's own work.
    shell: () => document.querySelector('header') !== null,
    // Every card loaded, no placeholder left: a chart with its marks and its table's total, or the not-assigned count.
    dashboard: () => {
      const cards = [...document.querySelectorAll('section[aria-busy]')];
      return (
        cards.length > 0 &&
        cards.every((card) => {
          if (card.getAttribute('aria-busy') !== 'false' || card.querySelector('.MuiSkeleton-root')) return false;
          if (!card.querySelector('table')) return text('[data-testid="not-assigned-count"]', card) !== '';
          return card.querySelector('.MuiBarChart-element, .MuiPieChart-arc') !== null && text('tfoot td:last-child', card) !== '';
        })
      );
    },
    detail: () => {
      const rows = [...document.querySelectorAll('section[aria-labelledby="activity-tasks-title"] tbody tr')];
      return (
        text('#activity-title') !== '' &&
        text('#activity-tasks-title').includes(`(${setup.tasks})`) &&
        rows.length === setup.taskRows &&
        rows.every((row) => text('a', row) !== '')
      );
    },
    timeline: () => document.querySelectorAll('[data-testid="timeline-entry"]').length === setup.entries && text('[data-testid="timeline-subject"]') !== '',
  };
  Object.assign(window, { __benchConditions: conditions });
}

/** The `data` of an API call as admin; throws with the answer when it fails. */
async function call<T>(app: BenchApp, path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${app.base}api/${path}`, {
    method,
    headers: { ...app.headers, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

interface Subjects {
  activityId: string;
  taskId: string;
}

/** An activity brought to 200 tasks, and one of them given 1 000 timeline entries. */
async function makeSubjects(app: BenchApp, count: number): Promise<Subjects> {
  const activity = (await call<{ items: { _id: string }[] }>(app, `activity/page?limit=1&skip=${Math.floor(count / 2)}`)).items[0];
  if (!activity) throw new Error('no activity to give tasks to');
  const catalogue = (await call<{ items: { _id: string }[] }>(app, 'task/page?limit=100')).items.map((task) => task._id);
  let tasks = (await call<{ tasks: unknown[] }>(app, `activity/${activity._id}/details-with-tasks`)).tasks.length;
  let taskId = '';
  // A call takes each catalogue task once: as many calls as the catalogue needs.
  while (tasks < TASKS) {
    const added = await call<{ _id: string }[]>(app, 'activity/tasks', 'POST', { activityId: activity._id, tasks: catalogue.slice(0, TASKS - tasks) });
    taskId ||= added[0]?._id ?? '';
    tasks += added.length;
  }
  if (!taskId) throw new Error('no task added');
  const timeline = `timeline/activity/${activity._id}/task/${taskId}`;
  // Records added and justifications set in turn: two kinds of entries, each write one entry.
  for (let entries = (await call<{ count: number }>(app, `${timeline}?limit=1`)).count; entries < ENTRIES; entries++) {
    const kind = entries % 2 ? 'justification' : 'record';
    await call(app, `activity-task/${taskId}/${kind}`, kind === 'record' ? 'POST' : 'PUT', { activityId: activity._id, [kind]: `Bench reading ${entries}` });
  }
  return { activityId: activity._id, taskId };
}

async function apiMedian(app: BenchApp, path: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < API_REQUESTS; i++) {
    const start = performance.now();
    await call(app, path);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** `runs` cold loads of `hash`, each to the frame where `condition` holds, and to the shell's first frame. */
async function coldLoads(app: BenchApp, hash: string, condition: string, runs: number): Promise<{ shown: number[]; shell: number[] }> {
  const shown: number[] = [];
  const shell: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await app.newPage(screenConditions, { tasks: TASKS, taskRows: TASK_ROWS, entries: TIMELINE_PAGE } satisfies ScreenSetup, [
      'shell',
      condition,
    ]);
    await page.goto(`${app.base}#${hash}`, { waitUntil: 'commit' });
    shown.push(Number(await until(page, condition)));
    shell.push(Number(await until(page, 'shell')));
    await context.close();
  }
  return { shown, shell };
}

/** The figures over `count` generated activities (the budget has times for 100 000), `runs` cold loads a screen. */
export async function activityScreensBench(root: string, count = 100_000, runs = Number(process.env.BENCH_RUNS) || 5): Promise<void> {
  const budget = readBudget(root).milliseconds[String(count)] ?? {};
  const line = (label: string, name: string | undefined, value: number, detail = '') =>
    console.log(
      `  ${label.padEnd(58)} ${`${value.toFixed(value < 10 ? 1 : 0)} ms`.padStart(9)}   ${name ? againstBudget(value, budget[name], ' ms') : ''}${detail}`,
    );
  let start = performance.now();
  const app = await openBenchApp(root, count);
  try {
    console.log(`  ${count.toLocaleString('en-US')} activities generated and served in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    start = performance.now();
    const { activityId, taskId } = await makeSubjects(app, count);
    const timeline = `timeline/activity/${activityId}/task/${taskId}`;
    console.log(
      `  ${TASKS} tasks and ${ENTRIES.toLocaleString('en-US')} timeline entries made through the API in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );

    console.log(`\n  cold load to the frame showing it (median of ${runs}; the shell's first frame; all runs)`);
    const screens: [string, string, string, string][] = [
      ['home dashboards: charts and their numbers', '/home', 'dashboard', 'dashboard_visible'],
      [`activity of ${TASKS} tasks: header and task table`, `/activities/${activityId}/show`, 'detail', 'activity_200_tasks_visible'],
      [
        `task timeline of ${ENTRIES.toLocaleString('en-US')} entries: first ${TIMELINE_PAGE} entries`,
        `/${timeline}`,
        'timeline',
        'timeline_1000_entries_visible',
      ],
    ];
    for (const [label, hash, condition, name] of screens) {
      const { shown, shell } = await coldLoads(app, hash, condition, runs);
      line(label, name, median(shown), `   shell ${median(shell).toFixed(0)} ms   [${shown.map((time) => time.toFixed(0)).join(', ')}]`);
    }

    console.log(`\n  API on loopback (median of ${API_REQUESTS})`);
    const calls: [string, string | undefined][] = [
      ['dashboard/totalByStatus', undefined],
      ['dashboard/totalTasksAtrib', undefined],
      ['dashboard/totalActivityNaoAtrib', undefined],
      [`activity/${activityId}/details-with-tasks`, 'activity_details_api'],
      [`${timeline}?skip=0&limit=${TIMELINE_PAGE}`, 'timeline_api_page'],
    ];
    for (const [path, name] of calls) line(path.replace(activityId, '{id}').replace(taskId, '{taskId}'), name, await apiMedian(app, path));
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 100_000);
  await activityScreensBench(process.cwd(), Number.isInteger(count) && count >= 50 ? count : 100_000);
}
