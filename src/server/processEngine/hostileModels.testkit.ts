/** The BPMN namespace declaration every hand-written model below uses. */
const NS = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"';

/** A one-task model, valid: what a hostile case is measured against. */
export const ONE_TASK_MODEL = (id: string): string =>
  `<bpmn:definitions ${NS} id="d"><bpmn:process id="p"><bpmn:startEvent id="s"/><bpmn:userTask id="${id}" name="Inspecionar"/><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="${id}"/></bpmn:process></bpmn:definitions>`;

export const ENTITY_BOMB = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]><bpmn:definitions ${NS}><bpmn:process id="p" name="&lol2;"/></bpmn:definitions>`;

/**
 * Models every path that stores one must refuse, as [case, xml, kind]: `unsafe` ones are
 * refused before any parser sees them (xmlSafety), `parse` ones by what the parser finds.
 * Each stays under the generic body limits (100 000 characters a string), so the model
 * check, not the body check, is what refuses it.
 */
export const HOSTILE_MODELS: readonly (readonly [string, string, 'unsafe' | 'parse'])[] = [
  ['an entity expansion bomb (billion laughs)', ENTITY_BOMB, 'unsafe'],
  [
    'an external entity (XXE)',
    `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><bpmn:definitions ${NS}><bpmn:process id="p" name="&x;"/></bpmn:definitions>`,
    'unsafe',
  ],
  ['a DOCTYPE alone', `<!doctype bpmn:definitions><bpmn:definitions ${NS}><bpmn:process id="p"/></bpmn:definitions>`, 'unsafe'],
  ['broken XML (a tag left open)', `<bpmn:definitions ${NS}>\n<bpmn:process id="p">\n<bpmn:task id="t">\n</bpmn:process>\n</bpmn:definitions>`, 'parse'],
  ['XML cut short', `<bpmn:definitions ${NS}><bpmn:process id="p"><bpmn:task id="t"/></bpmn:process`, 'parse'],
  ['plain words', 'plain words, no XML', 'parse'],
  ['an unclosed comment', `<bpmn:definitions ${NS}><bpmn:process id="p"/><!-- never closed</bpmn:definitions>`, 'parse'],
  ['XML that is not BPMN', '<invoice><total>3</total></invoice>', 'parse'],
  ['HTML with a script', '<html><body><script>alert(1)</script></body></html>', 'parse'],
  ['a model without a process', `<bpmn:definitions ${NS} id="d"/>`, 'parse'],
  [
    'a process nested where no process may be',
    `<bpmn:definitions ${NS} id="d"><bpmn:extensionElements><bpmn:process id="p"/></bpmn:extensionElements></bpmn:definitions>`,
    'parse',
  ],
];
