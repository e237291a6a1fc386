/**
 * Opening a large template in the process model editor, side by side with bare bpmn-js: a
 * chain model of `elements` BPMN elements (tasks in a chain, with their flows and diagram),
 * saved through PUT digital-process/{id}/xml, then opened RUNS times on each side,
 * alternated, after one unmeasured opening each (code cached on both sides): the editor page
 * until its last task is drawn and its step panel shows, and bpmn-js's own Modeler bundle
 * (bareBpmnJs.ts) until the same task is drawn. Then, on the editor, the long tasks (over
 * 50 ms) once it is open: settling, panning, zooming, selecting and moving a task, undoing
 * the move, and binding a task to a product task; and those of zooming onto, selecting and
 * moving the task in bare bpmn-js, beside them. Measured, never asserted. Needs a build
 * (`npm run build`). Part of `npm run bench` (`-- --processes-only`); alone:
 * `npx tsx scripts/bench-src/processModelBench.ts [elements ...]`.
 */
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/launchBrowser';
import { openAppPage } from '../../tests/e2e/support/openAppPage';
import { startApp } from '../../tests/e2e/support/startApp';
import { againstBudget, readBudget } from './budget';
import { openBarePage, type BarePage } from './bareBpmnJs';
import { PROCESSES_BUDGET } from './elementTreeBench';
import { describeLongTasks, longTasksSince, observeLongTasks, pageNow, type LongTask } from './longTasks';
import { recordHeavyWork } from './heavyWorkTable';

const TEMPLATE = '654a2af519846902f38c6e68';
const RUNS = 9;
/**
 * The steps also taken in bare bpmn-js, to set the editor's beside them: from the model fitted to the
 * canvas, as the editor's toolbar leaves it before them (bare bpmn-js has no toolbar or step panel).
 */
const BARE_STEPS: ReadonlySet<string> = new Set(['zoom on a task', 'select', 'move']);
const PER_ROW = 10;

/** A chain start → task 1 … task n → end with its diagram: 2n + 3 elements (shapes and flows). */
export function chainModel(elements: number): { xml: string; lastTask: string } {
  const tasks = Math.max(1, Math.floor((elements - 3) / 2));
  const ids = ['Start', ...Array.from({ length: tasks }, (_, index) => `Task_${index + 1}`), 'End'];
  const at = (index: number) => ({ x: 100 + (index % PER_ROW) * 160, y: 100 + Math.floor(index / PER_ROW) * 140 });
  const semantic = ids.map((id, index) => {
    const tag = id === 'Start' ? 'startEvent' : id === 'End' ? 'endEvent' : 'userTask';
    const incoming = index > 0 ? `<bpmn:incoming>Flow_${index}</bpmn:incoming>` : '';
    const outgoing = index < ids.length - 1 ? `<bpmn:outgoing>Flow_${index + 1}</bpmn:outgoing>` : '';
    return `<bpmn:${tag} id="${id}" name="${id}">${incoming}${outgoing}</bpmn:${tag}>`;
  });
  const flows = ids.slice(1).map((id, index) => `<bpmn:sequenceFlow id="Flow_${index + 1}" sourceRef="${ids[index]}" targetRef="${id}" />`);
  const shapes = ids.map((id, index) => {
    const { x, y } = at(index);
    return `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="100" height="80" /></bpmndi:BPMNShape>`;
  });
  const edges = ids.slice(1).map((_, index) => {
    const from = at(index);
    const to = at(index + 1);
    return `<bpmndi:BPMNEdge id="Flow_${index + 1}_di" bpmnElement="Flow_${index + 1}"><di:waypoint x="${from.x + 100}" y="${from.y + 40}" /><di:waypoint x="${to.x}" y="${to.y + 40}" /></bpmndi:BPMNEdge>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Bench" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="BenchProcess" isExecutable="true">${semantic.join('')}${flows.join('')}</bpmn:process>
<bpmndi:BPMNDiagram id="BenchDiagram"><bpmndi:BPMNPlane id="BenchPlane" bpmnElement="BenchProcess">${shapes.join('')}${edges.join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
  return { xml, lastTask: `Task_${tasks}` };
}

export interface ProcessModelFigures {
  elements: number;
  /** Milliseconds per opening, in the order taken. */
  editor: number[];
  bare: number[];
  /** The editor's long tasks after it opened, by what the user did. */
  longTasksAfterOpen: Record<string, LongTask[]>;
  /** The same in bare bpmn-js, for the steps it has (`BARE_STEPS`). */
  bareLongTasks: Record<string, LongTask[]>;
  /** The steps that did not complete, on either side. */
  failed: string[];
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const settle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), 300)));

async function saveModel(page: Page, xml: string): Promise<void> {
  const status = await page.evaluate(
    async ({ id, body }) => {
      const token = localStorage.getItem('access_token') ?? '';
      const response = await fetch(`api/digital-process/${id}/xml`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
      });
      return response.status;
    },
    { id: TEMPLATE, body: JSON.stringify({ xml }) },
  );
  if (status !== 200) throw new Error(`saving the ${xml.length}-character model answered ${status}`);
}

/** The editor opened from the home page (the app loaded): until the last task is drawn and the step panel shows its first chooser. */
async function openEditor(page: Page, url: string, lastTask: string): Promise<number> {
  await page.bringToFront();
  await page.goto(`${url}#/home`);
  await page.locator('main').first().waitFor();
  const start = Date.now();
  await page.goto(`${url}#/process-model-edit/${TEMPLATE}`);
  await page.locator(`[data-testid="bpmn-modeler"] [data-element-id="${lastTask}"]`).waitFor({ timeout: 120_000 });
  await page.locator('[data-testid="task-bindings"] [role="combobox"]').first().waitFor({ timeout: 120_000 });
  return Date.now() - start;
}

async function openBare(bare: BarePage, lastTask: string): Promise<number> {
  await bare.page.bringToFront();
  const start = Date.now();
  await bare.open(TEMPLATE);
  await bare.page.locator(`#canvas [data-element-id="${lastTask}"]`).waitFor({ timeout: 120_000 });
  return Date.now() - start;
}

/** What a user does with the open editor, one step at a time. */
const STEPS: readonly { name: string; run(page: Page): Promise<void> }[] = [
  { name: 'settle', run: async () => {} },
  {
    // The wheel scrolls the canvas.
    name: 'pan',
    run: async (page) => {
      const box = (await page.getByTestId('bpmn-modeler').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 200);
    },
  },
  { name: 'zoom in', run: (page) => page.getByRole('toolbar').getByRole('button').nth(2).click() },
  { name: 'fit', run: (page) => page.getByRole('toolbar').getByRole('button').nth(4).click() },
  {
    // Ctrl + wheel over the first task until it is large enough to take by the mouse, then the wheel
    // brings it to the canvas's middle, where a user works on it: taken at the canvas's edge (the first
    // task stays there, at the top), a drag scrolls the canvas by itself (bpmn-js's auto-scroll).
    name: 'zoom on a task',
    run: async (page) => {
      const canvas = page.getByTestId('bpmn-modeler');
      const task = canvas.locator('[data-element-id="Task_1"]');
      for (let step = 0; step < 12 && ((await task.boundingBox())?.width ?? 0) < 60; step += 1) {
        const near = (await task.boundingBox())!;
        await page.mouse.move(near.x + near.width / 2, near.y + near.height / 2);
        await page.keyboard.down('Control');
        await page.mouse.wheel(0, -300);
        await page.keyboard.up('Control');
        await settle(page);
      }
      const middle = (await canvas.boundingBox())!;
      const at = (await task.boundingBox())!;
      await page.mouse.move(middle.x + middle.width / 2, middle.y + middle.height / 2);
      // The wheel moves the drawing against its own direction, 0.75 px a wheel pixel (bpmn-js's default).
      await page.mouse.wheel((at.x + at.width / 2 - middle.x - middle.width / 2) / 0.75, (at.y + at.height / 2 - middle.y - middle.height / 2) / 0.75);
    },
  },
  {
    name: 'select',
    run: async (page) => {
      const at = (await page.getByTestId('bpmn-modeler').locator('[data-element-id="Task_1"]').boundingBox())!;
      await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    },
  },
  {
    // A command: the model changes.
    name: 'move',
    run: async (page) => {
      const at = (await page.getByTestId('bpmn-modeler').locator('[data-element-id="Task_1"]').boundingBox())!;
      await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
      await page.mouse.down();
      await page.mouse.move(at.x + at.width / 2 + 40, at.y + at.height / 2 + 40, { steps: 5 });
      await page.mouse.up();
    },
  },
  { name: 'undo', run: (page) => page.getByRole('toolbar').getByRole('button').first().click({ timeout: 60_000 }) },
  {
    // The first task bound to the first product task offered.
    name: 'bind',
    run: async (page) => {
      await page.getByTestId('task-bindings').getByRole('combobox').first().click();
      await page.getByRole('option').first().click();
    },
  },
];

/** Uses the open editor (or bare bpmn-js) as a user would: the long tasks of each step, from its start to the page's next quiet frame. */
async function useModel(page: Page, steps: typeof STEPS): Promise<{ found: Record<string, LongTask[]>; failed: string[] }> {
  const found: Record<string, LongTask[]> = {};
  const failed: string[] = [];
  for (const step of steps) {
    const since = await pageNow(page);
    // A step the editor does not complete (a move that did not take leaves undo off) is named, and the others still run.
    await step.run(page).catch(() => failed.push(step.name));
    await settle(page);
    found[step.name] = await longTasksSince(page, since);
  }
  return { found, failed };
}

export async function processModelFigures(elements: number): Promise<ProcessModelFigures> {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const { page, context, close } = await openAppPage(browser, app.url);
    await observeLongTasks(context);
    const { lastTask } = chainModel(elements);
    await page.goto(`${app.url}#/home`);
    await page.locator('main').first().waitFor();
    await saveModel(page, chainModel(elements).xml);
    const bare = await openBarePage(context, app.url);
    const editor: number[] = [];
    const bareTimes: number[] = [];
    // One unmeasured opening a side: the editor's chunks and the bundle are then in memory on both.
    await openEditor(page, app.url, lastTask);
    await bare.sizeLike((await page.getByTestId('bpmn-modeler').boundingBox())!);
    await openBare(bare, lastTask);
    for (let run = 0; run < RUNS; run += 1) {
      editor.push(await openEditor(page, app.url, lastTask));
      bareTimes.push(await openBare(bare, lastTask));
    }
    await page.bringToFront();
    const inEditor = await useModel(page, STEPS);
    await bare.page.bringToFront();
    const inBare = await useModel(
      bare.page,
      STEPS.filter((step) => BARE_STEPS.has(step.name)),
    );
    await close();
    const failed = [...inEditor.failed, ...inBare.failed.map((name) => `${name} (bare bpmn-js)`)];
    return { elements, editor, bare: bareTimes, longTasksAfterOpen: inEditor.found, bareLongTasks: inBare.found, failed };
  } finally {
    await browser.close();
    await app.cleanup();
  }
}

export async function processModelBench(elements: number): Promise<void> {
  const figures = await processModelFigures(elements);
  const { xml } = chainModel(elements);
  const editor = median(figures.editor);
  const bare = median(figures.bare);
  const budget = readBudget(process.cwd());
  const limit = elements === 500 ? budget.milliseconds[PROCESSES_BUDGET]?.process_model_500_drawn : undefined;
  const ratio = editor / bare;
  recordHeavyWork(elements === 500 ? 'bpmn500' : 'bpmn2000', ratio);
  console.log(
    `  ${elements} elements (${(xml.length / 1024).toFixed(0)} KB): editor ${editor} ms (${figures.editor.join(', ')}), bare bpmn-js ${bare} ms (${figures.bare.join(', ')}), ` +
      `${ratio.toFixed(2)}×   ${againstBudget(ratio, budget.ratios.process_model_opened, '×')} ${againstBudget(editor, limit, ' ms')}`,
  );
  const steps = Object.entries(figures.longTasksAfterOpen);
  const all = steps.flatMap(([, tasks]) => tasks);
  const longest = (tasks: readonly LongTask[] | undefined) =>
    !tasks || tasks.length === 0 ? '0' : `${Math.round(Math.max(...tasks.map((task) => task.duration)))} ms`;
  if (elements === 2000) recordHeavyWork('bpmn2000LongTask', Math.max(0, ...all.map((task) => task.duration)));
  console.log(
    `    long tasks once open: ${describeLongTasks(all)} (target: none over 100 ms); ` +
      steps.map(([name, tasks]) => `${name} ${longest(tasks)}`).join(', ') +
      (figures.failed.length > 0 ? `; did not complete: ${figures.failed.join(', ')}` : ''),
  );
  console.log(`    the same in bare bpmn-js: ${[...BARE_STEPS].map((name) => `${name} ${longest(figures.bareLongTasks[name])}`).join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((size) => Number.isInteger(size) && size > 3);
  for (const elements of sizes.length > 0 ? sizes : [500, 2000]) await processModelBench(elements);
}
