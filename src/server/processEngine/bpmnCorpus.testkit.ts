import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
/** The shared BPMN corpus (the MIWG test suite and bpmn.io samples) beside the repository, `../shared/corpus/bpmn`; `BPMN_CORPUS` points elsewhere. */
const CORPUS =
  process.env.BPMN_CORPUS ??
  [resolve(ROOT, '../shared/corpus/bpmn'), '/work/shared/corpus/bpmn'].find((folder) => existsSync(folder)) ??
  resolve(ROOT, '../shared/corpus/bpmn');
const OWN = resolve(ROOT, 'fixtures/process-definitions');

function bpmnFiles(folder: string, label: string): [string, string][] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.bpmn'))
    .sort()
    .map((name) => [`${label}/${name}`, join(folder, name)]);
}

const external = bpmnFiles(CORPUS, 'corpus');
// Said once, so a run without the shared corpus is not mistaken for one that read it.
if (external.length === 0) console.warn(`[bpmn corpus] ${CORPUS} holds no .bpmn files: only the demo's own models are round-tripped`);

/** Every model to round-trip, as [name, path]: the demo's own, then the corpus's. */
export const BPMN_MODELS: readonly [string, string][] = [...bpmnFiles(OWN, 'fixtures'), ...external];

export const readModel = (path: string): string => readFileSync(path, 'utf8');
