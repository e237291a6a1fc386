import type { ModdleElement } from 'bpmn-moddle';
import { BINDABLE_TYPES, type BpmnItem } from '../../contracts/processEngine';

function elementsOf(value: unknown): ModdleElement[] {
  return Array.isArray(value) ? (value as ModdleElement[]) : [];
}

/** Every flow element of every process (and of their sub-processes), in document order. */
export function flowElementsOf(definitions: ModdleElement): ModdleElement[] {
  const found: ModdleElement[] = [];
  const visit = (container: ModdleElement): void => {
    for (const element of elementsOf(container.flowElements)) {
      found.push(element);
      visit(element);
    }
  };
  for (const root of elementsOf(definitions.rootElements)) if (root.$type === 'bpmn:Process') visit(root);
  return found;
}

/** Items as the API answers them. */
export function itemsOf(definitions: ModdleElement): BpmnItem[] {
  return flowElementsOf(definitions)
    .filter((element) => element.id !== undefined)
    .map((element) => ({ id: String(element.id), ...(element.name ? { name: element.name } : {}), type: element.$type }));
}

/**
 * The bindable activities in the order the sequence flows reach them from the start
 * events (breadth first), then those no flow reaches, in document order.
 */
export function orderedActivities(definitions: ModdleElement): BpmnItem[] {
  const elements = flowElementsOf(definitions);
  const next = new Map<ModdleElement, ModdleElement[]>();
  const reached = new Set<ModdleElement>();
  for (const flow of elements.filter((element) => element.$type === 'bpmn:SequenceFlow')) {
    const source = flow.sourceRef as ModdleElement | undefined;
    const target = flow.targetRef as ModdleElement | undefined;
    if (!source || !target) continue;
    next.set(source, [...(next.get(source) ?? []), target]);
    reached.add(target);
  }
  const queue = elements.filter((element) => element.$type === 'bpmn:StartEvent' || (!reached.has(element) && next.has(element)));
  const seen = new Set<ModdleElement>(queue);
  for (let index = 0; index < queue.length; index += 1) {
    for (const target of next.get(queue[index]!) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  const visitOrder = [...queue, ...elements.filter((element) => !seen.has(element))];
  return visitOrder
    .filter((element) => BINDABLE_TYPES.has(element.$type) && element.id !== undefined)
    .map((element) => ({ id: String(element.id), ...(element.name ? { name: element.name } : {}), type: element.$type }));
}
