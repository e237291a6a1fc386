import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { problemOf, problemsOfWarnings, type BpmnProblem } from './bpmnProblems';
import { unsafeXmlReason } from './xmlSafety';

/** Warnings that lose nothing: the text reached the parser already decoded, whatever its declaration says. */
const HARMLESS = /^unsupported document encoding/;

/** A parsed model, or why it is refused: a discriminated union callers narrow on `ok`. */
export type BpmnReading = { ok: true; definitions: ModdleElement; warnings: BpmnProblem[] } | { ok: false; problems: BpmnProblem[] };

/**
 * Reads a BPMN 2.0 text with bpmn-moddle. Refused: an unsafe text (xmlSafety, checked
 * before parsing), text that is not XML or not `bpmn:definitions`, a model without a
 * process. What the parser only partly understood (unknown elements, references into
 * imported documents) comes back as warnings with the element concerned: the text itself
 * is kept as written, so nothing is lost by storing it.
 */
export async function readBpmnModel(xml: string): Promise<BpmnReading> {
  const unsafe = unsafeXmlReason(xml);
  if (unsafe !== undefined) return { ok: false, problems: [{ message: unsafe }] };
  try {
    const { rootElement, warnings } = await new BpmnModdle().fromXML(xml, 'bpmn:Definitions');
    const serious = warnings.filter((warning) => !HARMLESS.test(warning.message));
    const processes = (rootElement.rootElements as ModdleElement[] | undefined)?.filter((element) => element.$type === 'bpmn:Process' || element.$type === 'bpmn:Collaboration');
    if (!processes?.length) return { ok: false, problems: [{ message: 'The model has no process' }] };
    return { ok: true, definitions: rootElement, warnings: problemsOfWarnings(serious) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const friendly = message.startsWith('failed to parse document as') ? 'The XML is not a BPMN 2.0 model: its root must be bpmn:definitions' : message;
    return { ok: false, problems: [problemOf(friendly)] };
  }
}
