import { MAX_BPMN_CHARACTERS } from '../../contracts/processEngine';

/**
 * Why a BPMN text must not be parsed, or undefined when it may be: too long, or with a
 * document type declaration. A DOCTYPE is refused outright, before any parser sees it,
 * since BPMN never needs one and it is how entity expansion ("billion laughs") and external
 * entities get in.
 */
export function unsafeXmlReason(xml: string): string | undefined {
  if (xml.length > MAX_BPMN_CHARACTERS) return `The model has ${xml.length} characters; at most ${MAX_BPMN_CHARACTERS} are accepted`;
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return 'The model declares a DOCTYPE or ENTITY; BPMN models may not (entity expansion is refused)';
  return undefined;
}
