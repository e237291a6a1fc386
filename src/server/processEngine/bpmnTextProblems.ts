import { BpmnModdle } from 'bpmn-moddle';
import { Parser, type ContextGetter, type ProxyElement } from 'saxen';
import type { BpmnProblem } from '../../contracts/processEngine';
import { problemOf } from './bpmnProblems';
import { unsafeXmlReason } from './xmlSafety';

/** The namespaces moddle-xml always knows besides the model's packages. */
const XML_NAMESPACES: Readonly<Record<string, string>> = { 'http://www.w3.org/2001/XMLSchema-instance': 'xsi', 'http://www.w3.org/XML/1998/namespace': 'xml' };
export const NOT_BPMN = 'The XML is not a BPMN 2.0 model: its root must be bpmn:definitions';
export const NO_PROCESS = 'The model has no process';

let namespaces: Record<string, string> | undefined;

/** bpmn-moddle's map of namespace URI → prefix, so names read here are the names the model reader sees (`bpmn:process` whatever prefix the file uses). */
function namespaceMap(): Record<string, string> {
  namespaces ??= Object.fromEntries([...Object.entries(XML_NAMESPACES), ...new BpmnModdle().getPackages().map((pkg) => [pkg.uri, pkg.prefix] as const)]);
  return namespaces;
}

/** bpmn-moddle's tags are case-insensitive on their first letter (`bpmn:Definitions` reads as `bpmn:definitions`). */
function isBpmn(name: string, ...locals: string[]): boolean {
  if (!name.startsWith('bpmn:')) return false;
  const local = name.slice('bpmn:'.length);
  return locals.includes(local.charAt(0).toLowerCase() + local.slice(1));
}

/** A parse error worded as moddle-xml words it, so `problemOf` finds the same tag, line and cause. */
function parseProblem(error: Error, context: ContextGetter): BpmnProblem {
  const { line, column, data } = context();
  const tag = data.startsWith('<') && data.includes(' ') ? `${data.slice(0, data.indexOf(' '))}>` : data;
  return problemOf(`unparsable content ${tag ? `${tag} ` : ''}detected\n\tline: ${line}\n\tcolumn: ${column}\n\tnested error: ${error.message}`);
}

class Stop extends Error {
  constructor(readonly problem: BpmnProblem) {
    super(problem.message);
  }
}

/**
 * Why a BPMN text is refused, or an empty list: what `readBpmnModel` refuses, decided
 * synchronously, so a write that cannot wait for the model reader (the generic create and
 * edit of a digital process) refuses the same texts with the same words. In order: an
 * unsafe text (too long, a DOCTYPE or ENTITY: xmlSafety, before any parser sees it), XML
 * that does not parse (with the tag, line and cause; the same parser bpmn-moddle uses), a
 * root that is not `bpmn:definitions`, and a model without a process or collaboration.
 *
 * @example
 * bpmnTextProblems('<invoice/>'); // [{ message: 'The XML is not a BPMN 2.0 model: ...' }]
 */
export function bpmnTextProblems(xml: string): BpmnProblem[] {
  const unsafe = unsafeXmlReason(xml);
  if (unsafe !== undefined) return [{ message: unsafe }];
  let depth = 0;
  let rootSeen = false;
  let hasProcess = false;
  const parser = new Parser({ proxy: true })
    .ns(namespaceMap())
    .on('openTag', (element: ProxyElement, _decode, selfClosing) => {
      if (depth === 0 && !rootSeen) {
        rootSeen = true;
        if (!isBpmn(element.name, 'definitions')) throw new Stop({ message: NOT_BPMN });
      } else if (depth === 1 && isBpmn(element.name, 'process', 'collaboration')) {
        hasProcess = true;
      }
      if (!selfClosing) depth += 1;
    })
    .on('closeTag', (_element, _decode, selfClosing) => {
      if (!selfClosing) depth -= 1;
    })
    .on('error', (error, context) => {
      throw new Stop(parseProblem(error, context));
    });
  try {
    parser.parse(xml);
  } catch (error) {
    if (error instanceof Stop) return [error.problem];
    throw error;
  }
  if (!rootSeen) return [{ message: NOT_BPMN }];
  return hasProcess ? [] : [{ message: NO_PROCESS }];
}
