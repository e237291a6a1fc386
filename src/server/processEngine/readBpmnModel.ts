import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import type { BpmnProblem } from '../../contracts/processEngine';
import { problemOf, problemsOfWarnings } from './bpmnProblems';
import { bpmnTextProblems, NO_PROCESS, NOT_BPMN } from './bpmnTextProblems';

/** Warnings that lose nothing: the text reached the parser already decoded, whatever its declaration says. */
const HARMLESS = /^unsupported document encoding/;

/** A parsed model, or why it is refused: a discriminated union callers narrow on `ok`. */
export type BpmnReading = { ok: true; definitions: ModdleElement; warnings: BpmnProblem[] } | { ok: false; problems: BpmnProblem[] };

/**
 * Reads a BPMN 2.0 text with bpmn-moddle. Refused, by `bpmnTextProblems` before the model
 * is built (the same check the generic digital-process writes make): an unsafe text, text
 * that is not XML or not `bpmn:definitions`, a model without a process. What the parser
 * only partly understood (unknown elements, references into imported documents) comes
 * back as warnings with the element concerned: the text itself is kept as written, so
 * nothing is lost by storing it.
 */
export async function readBpmnModel(xml: string): Promise<BpmnReading> {
  const problems = bpmnTextProblems(xml);
  if (problems.length > 0) return { ok: false, problems };
  try {
    const { rootElement, warnings } = await new BpmnModdle().fromXML(xml, 'bpmn:Definitions');
    const serious = warnings.filter((warning) => !HARMLESS.test(warning.message));
    const processes = (rootElement.rootElements as ModdleElement[] | undefined)?.filter(
      (element) => element.$type === 'bpmn:Process' || element.$type === 'bpmn:Collaboration',
    );
    if (!processes?.length) return { ok: false, problems: [{ message: NO_PROCESS }] };
    return { ok: true, definitions: rootElement, warnings: problemsOfWarnings(serious) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const friendly = message.startsWith('failed to parse document as') ? NOT_BPMN : message;
    return { ok: false, problems: [problemOf(friendly)] };
  }
}
