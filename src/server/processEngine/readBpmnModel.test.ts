import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BPMN_MODEL } from '../../contracts/processEngine';
import { orderedActivities } from './bpmnActivities';
import { BPMN_MODELS, readModel } from './bpmnCorpus.testkit';
import { bpmnSnapshot } from './bpmnSnapshot.testkit';
import { readBpmnModel } from './readBpmnModel';

async function read(xml: string) {
  const reading = await readBpmnModel(xml);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading;
}

const MESSAGE_REF_INTO_IMPORT = { message: 'unresolved reference <triso:unspecified>', element: expect.any(String) };

describe('readBpmnModel', () => {
  // The API document offers it as the example of a model (clients and the conformance test send it).
  it('reads the sample model of the API document without a warning: one user task', async () => {
    const reading = await read(SAMPLE_BPMN_MODEL);
    expect(reading.warnings).toEqual([]);
    expect(orderedActivities(reading.definitions).map((activity) => activity.id)).toEqual(['Task_sample']);
  });

  // What the editor does on save (bpmn-js writes with the same library).
  it.each(BPMN_MODELS)('reads %s and writes it back with nothing lost', async (_name, path) => {
    const first = await read(readModel(path));
    const { xml } = await new BpmnModdle().toXML(first.definitions, { format: true });
    const second = await read(xml);
    if (first.warnings.length > 0) {
      // C.8.1 refers to messages of an imported document the library cannot resolve: named, with the element, and dropped on a rewrite.
      expect(first.warnings).toEqual([MESSAGE_REF_INTO_IMPORT, MESSAGE_REF_INTO_IMPORT, MESSAGE_REF_INTO_IMPORT]);
      return;
    }
    expect(second.warnings).toEqual([]);
    expect(bpmnSnapshot(second.definitions)).toEqual(bpmnSnapshot(first.definitions));
  });

  it('names the element of an unknown tag and its position', async () => {
    const xml =
      '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d">\n<bpmn:process id="p">\n<bpmn:taks id="T1"/>\n</bpmn:process>\n</bpmn:definitions>';
    const reading = await read(xml);
    expect(reading.warnings).toEqual([
      expect.objectContaining({ element: 'bpmn:taks', line: 3, message: expect.stringContaining('unknown type <bpmn:Taks>') }),
    ]);
  });

  it('names the flow whose reference points nowhere', async () => {
    const xml =
      '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"><bpmn:process id="p"><bpmn:task id="T1"/><bpmn:sequenceFlow id="Flow_1" sourceRef="T1" targetRef="Gone"/></bpmn:process></bpmn:definitions>';
    expect((await read(xml)).warnings).toEqual([{ element: 'Flow_1', message: 'unresolved reference <Gone>' }]);
  });

  it('names the tag where the XML breaks, with its line', async () => {
    const xml =
      '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL">\n<bpmn:process id="p">\n<bpmn:task id="t">\n</bpmn:process>\n</bpmn:definitions>';
    expect(await readBpmnModel(xml)).toEqual({
      ok: false,
      problems: [expect.objectContaining({ element: '/bpmn:process', line: 4, message: expect.stringContaining('closing tag mismatch') })],
    });
  });

  it.each([
    ['not XML', 'plain words', 'unparsable content'],
    ['XML that is not BPMN', '<invoice><total>3</total></invoice>', 'not a BPMN 2.0 model'],
    [
      'an unclosed tag',
      '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p"><bpmn:task id="t"></bpmn:process></bpmn:definitions>',
      'closing tag mismatch',
    ],
    [
      'a DOCTYPE with entities',
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL">&lol2;</bpmn:definitions>',
      'DOCTYPE or ENTITY',
    ],
    ['a model without a process', '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"/>', 'no process'],
    ['a model over the size limit', `<bpmn:definitions>${' '.repeat(600_000)}</bpmn:definitions>`, 'at most 500000'],
  ])('refuses %s with a clear message', async (_case, xml, words) => {
    const reading = await readBpmnModel(xml);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problems[0]!.message).toContain(words);
  });
});
