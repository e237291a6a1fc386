import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import type { BpmnProblem } from '../../contracts/processEngine';
import { problemOf } from './bpmnProblems';
import { BPMN_MODELS, readModel } from './bpmnCorpus.testkit';
import { bpmnTextProblems, NO_PROCESS, NOT_BPMN } from './bpmnTextProblems';
import { HOSTILE_MODELS } from './hostileModels.testkit';

/** What bpmn-moddle alone makes of a text: the verdict the synchronous check must agree with. */
async function moddleVerdict(xml: string): Promise<BpmnProblem[]> {
  try {
    const { rootElement } = await new BpmnModdle().fromXML(xml, 'bpmn:Definitions');
    const processes = (rootElement.rootElements as ModdleElement[] | undefined)?.filter(
      (element) => element.$type === 'bpmn:Process' || element.$type === 'bpmn:Collaboration',
    );
    return processes?.length ? [] : [{ message: NO_PROCESS }];
  } catch (error) {
    const message = (error as Error).message;
    return [problemOf(message.startsWith('failed to parse document as') ? NOT_BPMN : message)];
  }
}

describe('bpmnTextProblems', () => {
  it.each(BPMN_MODELS)('passes %s, as bpmn-moddle does', async (_name, path) => {
    const xml = readModel(path);
    expect(await moddleVerdict(xml)).toEqual([]);
    expect(bpmnTextProblems(xml)).toEqual([]);
  });

  // The unsafe texts never reach bpmn-moddle; every other refusal is the one it gives, word for word.
  it.each(HOSTILE_MODELS.filter(([, , kind]) => kind === 'parse'))('refuses %s with the problem bpmn-moddle names', async (_case, xml) => {
    const problems = bpmnTextProblems(xml);
    expect(problems).toHaveLength(1);
    expect(problems).toEqual(await moddleVerdict(xml));
  });

  it.each(HOSTILE_MODELS.filter(([, , kind]) => kind === 'unsafe'))('refuses %s before any parser sees it', (_case, xml) => {
    expect(bpmnTextProblems(xml)).toEqual([{ message: expect.stringMatching(/DOCTYPE or ENTITY|at most 500000/) }]);
  });

  it('reads the model namespace whatever its prefix, and a tag written with a capital', async () => {
    const xml = '<m:Definitions xmlns:m="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"><m:process id="p"/></m:Definitions>';
    expect(await moddleVerdict(xml)).toEqual([]);
    expect(bpmnTextProblems(xml)).toEqual([]);
  });

  it('names the tag, line and column where the XML breaks', () => {
    const [problem] = bpmnTextProblems(
      '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL">\n<bpmn:process id="p">\n<bpmn:task id="t">\n</bpmn:process>',
    );
    expect(problem).toEqual({ element: '/bpmn:process', line: 4, column: expect.any(Number), message: expect.stringContaining('closing tag mismatch') });
  });
});
