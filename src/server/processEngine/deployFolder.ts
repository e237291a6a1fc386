import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ModdleElement } from 'bpmn-moddle';
import type { ProcessDefinition } from '../../contracts/processEngine';
import { describeProblem } from './bpmnProblems';
import { readBpmnModel } from './readBpmnModel';

/** A deployed process definition: one process of one BPMN file of the folder, with its model. */
export interface DeployedDefinition extends ProcessDefinition {
  xml: string;
  definitions: ModdleElement;
}

/**
 * Deploys every `.bpmn` file of `folder` (sorted by name): each process of each file is a
 * definition at version 1. A file that does not read is left out with one line on the
 * console naming it and why, so one bad file does not take the others down.
 */
export async function deployFolder(folder: string): Promise<DeployedDefinition[]> {
  let names: string[];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith('.bpmn'))
      .sort();
  } catch {
    return [];
  }
  const deployed: DeployedDefinition[] = [];
  for (const name of names) {
    const xml = readFileSync(join(folder, name), 'utf8');
    const reading = await readBpmnModel(xml);
    if (!reading.ok) {
      console.warn(`[demo api] ${join(folder, name)} is not deployed: ${reading.problems.map(describeProblem).join('; ')}`);
      continue;
    }
    const processes = ((reading.definitions.rootElements as ModdleElement[] | undefined) ?? []).filter((element) => element.$type === 'bpmn:Process');
    for (const process of processes) {
      const key = String(process.id ?? basename(name, '.bpmn'));
      deployed.push({ id: `${key}:1`, key, name: process.name ?? key, version: 1, resource: name, xml, definitions: reading.definitions });
    }
  }
  return deployed;
}
