/**
 * Opening a large template in the process model editor: a model of `elements` BPMN
 * elements (default 500: tasks in a chain, with their flows and diagram), saved through
 * PUT digital-process/{id}/xml, then the editor page opened until its last task is drawn,
 * three times (median). Measured, never asserted. Needs a build (`npm run build`).
 * Part of `npm run bench` (`-- --processes-only`); alone: `npx tsx scripts/bench-src/processModelBench.ts [elements]`.
 */
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../../tests/e2e/support/launchBrowser';
import { openAppPage } from '../../tests/e2e/support/openAppPage';
import { startApp } from '../../tests/e2e/support/startApp';
import { againstBudget, readBudget } from './budget';
import { PROCESSES_BUDGET } from './elementTreeBench';

const TEMPLATE = '654a2af519846902f38c6e68';
const RUNS = 3;
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

export async function processModelBench(elements: number): Promise<void> {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const { page, close } = await openAppPage(browser, app.url);
    const { xml, lastTask } = chainModel(elements);
    await page.goto(`${app.url}#/home`);
    await page.locator('main').first().waitFor();
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
    if (status !== 200) throw new Error(`saving the ${elements}-element model answered ${status}`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${app.url}#/home`);
      await page.locator('main').first().waitFor();
      const start = Date.now();
      await page.goto(`${app.url}#/process-model-edit/${TEMPLATE}`);
      await page.locator(`[data-testid="bpmn-modeler"] [data-element-id="${lastTask}"]`).waitFor({ timeout: 120_000 });
      times.push(Date.now() - start);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    const limit = elements === 500 ? readBudget(process.cwd()).milliseconds[PROCESSES_BUDGET]?.process_model_500_drawn : undefined;
    console.log(
      `  process model editor, ${elements} elements (${(xml.length / 1024).toFixed(0)} KB): drawn in ${median} ms (median of ${RUNS}: ${times.join(', ')} ms)   ${againstBudget(median, limit, ' ms')}`,
    );
    await close();
  } finally {
    await browser.close();
    await app.cleanup();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const elements = Number(process.argv[2] ?? 500);
  await processModelBench(Number.isInteger(elements) && elements > 3 ? elements : 500);
}
