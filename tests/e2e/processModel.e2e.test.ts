import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { seriousAxeViolations } from './support/resourceSteps/seriousAxeViolations';
import { switchLanguage } from './support/switchLanguage';

/*
 * The process pages (spec §2, §7) as the global admin, in English: the deployed
 * definitions listed and drawn; the template editor adding a task, binding it to a
 * product task, saving, and finding both after a reload; a model that does not open
 * naming the element at fault instead of an empty canvas, one that does not load offering
 * no canvas to draw in; no sideways scroll at 390 px.
 */
const root = process.cwd();
type Messages = { app: { processModel: Record<string, string> } };
const messages = (JSON.parse(readFileSync(join(root, 'src/locales/processModel/en.json'), 'utf8')) as Messages).app.processModel;
/** The product's Portuguese for bpmn-js's own words. */
const bpmnPortuguese = JSON.parse(readFileSync(join(root, 'src/pages/processModel/bpmnWords/pt.json'), 'utf8')) as Record<string, string>;
const TEMPLATE = '654a2af519846902f38c6e68';
const AXE_SOURCE = readFileSync(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

const axeFindings = (page: Page): Promise<string[]> => seriousAxeViolations(page);
const PRODUCT_TASK = 'Inspeção visual';

async function openInEnglish(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}#/home`);
  await page.locator('main').first().waitFor();
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(`${url}#${path}`);
  await page.reload();
  await eventually(() => page.evaluate(() => window.location.hash)).toContain(path);
}

const shapes = (page: Page, type: string) =>
  page
    .locator(`[data-testid="bpmn-modeler"] .djs-element.djs-shape[data-element-id]`)
    .filter({ has: page.locator(`.djs-visual`) })
    .evaluateAll((nodes, wanted) => nodes.filter((node) => (node.getAttribute('data-element-id') ?? '').startsWith(wanted)).length, type);

/** The pointer shown over an unmoved task, the drawing's background and a bendpoint handle of a flow. */
const pointers = (page: Page, task: string) =>
  page.evaluate((id) => {
    const drawing = document.querySelector('[data-testid="bpmn-modeler"] .djs-container > svg');
    const cursor = (element: Element | null | undefined) => (element ? getComputedStyle(element).cursor : 'none');
    return {
      task: cursor(drawing?.querySelector(`[data-element-id="${id}"] > .djs-hit`)),
      background: cursor(drawing),
      handle: cursor(drawing?.querySelector('.djs-bendpoint > .djs-hit')),
    };
  }, task);

/** How far the drawing's left-most shape starts right of the palette's edge, in pixels (negative: under the palette). */
const besidePalette = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="bpmn-modeler"]')!;
    const shapes = [...canvas.querySelectorAll('.djs-shape .djs-visual')].map((shape) => shape.getBoundingClientRect().left);
    return Math.min(...shapes) - canvas.querySelector('.djs-palette')!.getBoundingClientRect().right;
  });

/** Drags the first task a little, reads the pointers, then cancels the drag with Escape and reads them again. */
async function dragATask(page: Page): Promise<{ during: Awaited<ReturnType<typeof pointers>>; after: Awaited<ReturnType<typeof pointers>> }> {
  const canvas = page.getByTestId('bpmn-modeler');
  const [moved, other] = await canvas
    .locator('.djs-shape[data-element-id^="Activity_"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-element-id') ?? ''));
  const from = (await canvas.locator(`[data-element-id="${moved}"]`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 30, from.y + from.height / 2 + 30, { steps: 3 });
  const during = await pointers(page, other!);
  await page.keyboard.press('Escape');
  await page.mouse.up();
  return { during, after: await pointers(page, other!) };
}

describe('the process pages', () => {
  const journeys = appJourneys();

  // One page for the whole journey: opening a signed-in page is most of the time a test takes.
  test('definitions drawn read-only; a broken model named by element; a task added, bound, saved and found after a reload', async () => {
    const session = await journeys.withPage('process-model', async (page, { context }) => {
      // Every page it opens holds axe-core (an inline script would meet the content security policy).
      await context.addInitScript({ content: AXE_SOURCE });
      await page.setViewportSize({ width: 1280, height: 900 });
      await openInEnglish(page, journeys.url(), '/camunda/process-definitions');
      await eventually(() => page.getByTestId('process-definition').count()).toBe(3);
      await page.getByTestId('process-definition').filter({ hasText: 'Inspeção de recebimento' }).click();
      await page.locator('[data-testid="bpmn-diagram"] [data-element-id="Task_InspecaoVisual"]').waitFor();
      // Read-only: no palette to draw with.
      expect(await page.locator('[data-testid="bpmn-diagram"] .djs-palette').count()).toBe(0);
      expect(await axeFindings(page)).toEqual([]);

      // A model that does not open names the element at fault instead of showing an empty canvas.
      const xmlCall = `**/api/digital-process/${TEMPLATE}/xml`;
      const broken =
        '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL">\n<bpmn:process id="p">\n<bpmn:userTask id="t">\n</bpmn:process>';
      await page.route(xmlCall, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ data: { _id: TEMPLATE, name: 'Broken', xml: broken, activities: [], activitiesOrder: [] } }),
        }),
      );
      await page.goto(`${journeys.url()}#/process-model-edit/${TEMPLATE}`);
      const alert = page.getByTestId('bpmn-error');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('/bpmn:process');
      expect(await page.getByTestId('bpmn-modeler').isVisible()).toBe(false);
      await page.unroute(xmlCall);

      // A template that does not load says so, and offers no empty canvas to draw in.
      await page.goto(`${journeys.url()}#/process-model-edit/000000000000000000000000`);
      await page.getByText(messages.loadFailed!).waitFor();
      expect(await page.locator('[data-testid="bpmn-modeler"] .djs-palette').count()).toBe(0);
      expect(await page.getByTestId('bpmn-modeler').isVisible()).toBe(false);
      // The step panel says no model is open, not that the model has no tasks.
      await page.getByTestId('task-bindings').getByText(messages.noModel!).waitFor();
      expect(await page.getByText(messages.noTasks!).count()).toBe(0);

      // The real template, opened from its show page: draw a task from the palette onto an empty part of the canvas, undo and redo it.
      await page.goto(`${journeys.url()}#/digital-process/${TEMPLATE}/show`);
      await page.reload();
      await page.getByTestId('show-link-editModel').click();
      await eventually(() => page.evaluate(() => window.location.hash)).toContain(`/process-model-edit/${TEMPLATE}`);
      const canvas = page.getByTestId('bpmn-modeler');
      await canvas.locator('[data-element-id="Activity_7902c15"]').waitFor();
      // The model opens fitted beside the palette, none of it under it.
      expect(await besidePalette(page)).toBeGreaterThanOrEqual(0);
      expect(await axeFindings(page)).toEqual([]);
      const bindings = page.getByTestId('task-bindings').getByRole('combobox');
      await eventually(() => bindings.count()).toBe(3);
      const tasksBefore = await shapes(page, 'Activity_');
      await canvas.locator('.djs-palette .entry.bpmn-icon-task').click();
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height - 60);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height - 60);
      await eventually(() => shapes(page, 'Activity_')).toBe(tasksBefore + 1);
      await page.getByRole('button', { name: messages.undo }).click();
      await eventually(() => shapes(page, 'Activity_')).toBe(tasksBefore);
      await page.getByRole('button', { name: messages.redo }).click();
      await eventually(() => shapes(page, 'Activity_')).toBe(tasksBefore + 1);
      await eventually(() => bindings.count()).toBe(4);

      // A task dragged: the grabbing hand over the background and the handles of its flows, shapes keep their own pointer; Escape cancels.
      await expect(dragATask(page)).resolves.toEqual({
        during: { task: 'move', background: 'grabbing', handle: 'grabbing' },
        after: { task: 'move', background: 'auto', handle: 'auto' },
      });
      expect(await shapes(page, 'Activity_')).toBe(tasksBefore + 1);

      // Bind it to a product task, save, reload: the task and its binding are there.
      const added = bindings.last();
      // An unnamed task's chooser says so, its id on the line under it.
      const addedChooser = page.getByTestId('task-bindings').locator('[data-testid^="binding-"]').last();
      const addedId = (await addedChooser.getAttribute('data-testid'))!.slice('binding-'.length);
      expect(await addedChooser.locator('label').textContent()).toBe(messages.unnamedTask);
      expect(await addedChooser.locator('.MuiFormHelperText-root').textContent()).toBe(addedId);
      await added.click();
      await added.fill(PRODUCT_TASK);
      await page.getByRole('option', { name: PRODUCT_TASK, exact: true }).click();
      await page.getByTestId('save-model').click();
      await page.getByText(messages.saved!).waitFor();
      await page.reload();
      await canvas.locator(`[data-element-id="${addedId}"]`).waitFor();
      await page.getByTestId(`binding-${addedId}`).getByText(PRODUCT_TASK, { exact: true }).waitFor();

      // bpmn-js's own words follow the app's language: the palette's names, the element names of its menus.
      const taskTool = canvas.locator('.djs-palette .entry.bpmn-icon-task');
      expect(await taskTool.getAttribute('aria-label')).toBe('Create task');
      await switchLanguage(page, 'pt');
      await eventually(() => taskTool.getAttribute('aria-label')).toBe(bpmnPortuguese['Create task']);
      await canvas.locator(`[data-element-id="${addedId}"]`).click();
      await canvas.locator('.djs-context-pad .entry[data-action="replace"]').click();
      await page.locator('.djs-popup').getByText(bpmnPortuguese['User task']!, { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await switchLanguage(page, 'en');
      await eventually(() => taskTool.getAttribute('aria-label')).toBe('Create task');

      // At 390 px the page does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      // Opened on the phone, the model is fitted to its canvas clear of the palette.
      await page.reload();
      await canvas.locator(`[data-element-id="${addedId}"]`).waitFor();
      await eventually(() => besidePalette(page)).toBeGreaterThanOrEqual(0);
      // The replace menu opens inside the phone's window (the menu drawer, left open from the desktop, closed first).
      await page.keyboard.press('Escape');
      await page.locator('.RaSidebar-modal').waitFor({ state: 'hidden' });
      await canvas.locator(`[data-element-id="${addedId}"]`).click();
      await canvas.locator('.djs-context-pad .entry[data-action="replace"]').click();
      const menu = await page.locator('.djs-popup').boundingBox();
      expect(menu && menu.x >= 0 && menu.x + menu.width <= 390).toBe(true);
      await page.keyboard.press('Escape');
    });
    expect(session.pageErrors).toEqual([]);
    // The unknown template's call answers 404, once, on purpose.
    expect(session.consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});
