import type { ParseWarning } from 'bpmn-moddle';
import type { BpmnProblem } from '../../contracts/processEngine';

/** bpmn-moddle's text: "unparsable content <x> detected\n\tline: 0\n\tcolumn: 12\n\tnested error: why". */
const POSITION = /\n\tline: (\d+)\n\tcolumn: (\d+)/;
const NESTED = /\n\tnested error: (.*)$/s;
const TAG = /<([^>\s]+)>/;

/** One parser message as a problem: its first line and nested cause, the position and the element. */
export function problemOf(text: string, elementId?: string): BpmnProblem {
  const position = POSITION.exec(text);
  const nested = NESTED.exec(text);
  const head = text.split('\n')[0] ?? text;
  const problem: BpmnProblem = { message: nested ? `${head}: ${nested[1]}` : head };
  const element = elementId ?? TAG.exec(head)?.[1];
  if (element !== undefined) problem.element = element;
  if (position) {
    problem.line = Number(position[1]) + 1;
    problem.column = Number(position[2]) + 1;
  }
  return problem;
}

/** The parser's warnings (unknown elements, unresolved references) as problems. */
export function problemsOfWarnings(warnings: readonly ParseWarning[]): BpmnProblem[] {
  return warnings.map((warning) => problemOf(warning.message, warning.element?.id));
}

/** One line for a message or a log: "element X: why (line 3, column 7)". */
export function describeProblem(problem: BpmnProblem): string {
  const where = problem.line !== undefined ? ` (line ${problem.line}, column ${problem.column ?? 0})` : '';
  return `${problem.element !== undefined ? `element ${problem.element}: ` : ''}${problem.message}${where}`;
}
