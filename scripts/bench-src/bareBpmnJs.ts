/**
 * Bare bpmn-js beside the product's editor: a page of the app's origin holding nothing but
 * bpmn-js's own Modeler bundle and styles (`bpmn-js/dist`), where a model is fetched from
 * the same API call the editor makes, imported and fitted to a canvas of the editor's
 * size (`sizeLike`). The page and its code are loaded once, as the app's are, so each opening
 * measures the same work on both sides: the call, the import, the drawing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

const DIST = join(process.cwd(), 'node_modules', 'bpmn-js', 'dist');
const PAGE = '__bench/bare-bpmn.html';

const HTML = `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="assets/diagram-js.css"><link rel="stylesheet" href="assets/bpmn-js.css">
<link rel="stylesheet" href="assets/bpmn-font/css/bpmn.css">
<script src="bpmn-modeler.production.min.js"></script></head>
<body style="margin:0"><div id="canvas" data-testid="bpmn-modeler" style="width:900px;height:560px"></div></body></html>`;

interface BareWindow {
  BpmnJS: new (options: { container: HTMLElement; keyboard?: { bind: boolean } }) => BareModeler;
  benchModeler?: BareModeler;
}

interface BareModeler {
  importXML(xml: string): Promise<unknown>;
  get(name: 'canvas'): { zoom(level: 'fit-viewport', center: 'auto'): number };
  destroy(): void;
}

export interface BarePage {
  page: Page;
  /** Gives the canvas the editor's own size (its width follows the app's layout). */
  sizeLike(size: { width: number; height: number }): Promise<void>;
  /** Starts opening the model of `processId` (the call, the import, the fit); the caller waits for what it measures. */
  open(processId: string): Promise<void>;
}

/** Opens the bare page in `context` (signed in: its storage holds the token the call needs). */
export async function openBarePage(context: BrowserContext, appUrl: string): Promise<BarePage> {
  await context.route(`${appUrl}__bench/**`, (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^.*\/__bench\//, '');
    if (path === 'bare-bpmn.html') return route.fulfill({ status: 200, contentType: 'text/html', body: HTML });
    const type = path.endsWith('.css') ? 'text/css' : path.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';
    return route.fulfill({ status: 200, contentType: type, body: readFileSync(join(DIST, path)) });
  });
  const page = await context.newPage();
  await page.goto(`${appUrl}${PAGE}`);
  await page.waitForFunction(() => typeof (window as unknown as BareWindow).BpmnJS === 'function');
  return {
    page,
    sizeLike: (size) =>
      page.evaluate(({ width, height }) => {
        const canvas = document.getElementById('canvas')!;
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
      }, size),
    open: (processId) =>
      page.evaluate((id) => {
        const bare = window as unknown as BareWindow;
        bare.benchModeler?.destroy();
        const container = document.getElementById('canvas')!;
        const modeler = new bare.BpmnJS({ container, keyboard: { bind: true } });
        bare.benchModeler = modeler;
        // Not awaited: the caller times until the last task is in the page, as it does for the editor.
        void (async () => {
          const response = await fetch(`../api/digital-process/${id}/xml`, {
            headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
          });
          const body = (await response.json()) as { data: { xml: string } };
          await modeler.importXML(body.data.xml);
          modeler.get('canvas').zoom('fit-viewport', 'auto');
        })();
      }, processId),
  };
}
