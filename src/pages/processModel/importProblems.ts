/** A problem bpmn-js met importing a model, with the element it concerns when it names one. */
export interface ImportProblem {
  message: string;
  element?: string;
}

interface WarningLike {
  message?: unknown;
  element?: { id?: unknown; $type?: unknown } | null;
}

const TAG = /<([^>\s]+)>/;

function problemOf(warning: WarningLike): ImportProblem {
  const text = typeof warning.message === 'string' ? warning.message : String(warning.message ?? '');
  // The parser's text runs over several lines ("unparsable content <x> detected\n\tline: 3 ..."): the first says what, the rest where.
  const [head = text, ...rest] = text.split('\n').map((line) => line.trim());
  const message = rest.length > 0 ? `${head} (${rest.filter(Boolean).join(', ')})` : head;
  const id = warning.element?.id;
  const element = typeof id === 'string' && id !== '' ? id : TAG.exec(head)?.[1];
  return element !== undefined ? { message, element } : { message };
}

/** The warnings of an import result, or of the error an import threw (which carries them too, with its own message first). */
export function importProblems(result: unknown): ImportProblem[] {
  const source = (result ?? {}) as { warnings?: unknown; message?: unknown };
  const warnings = Array.isArray(source.warnings) ? (source.warnings as WarningLike[]).map(problemOf) : [];
  if (result instanceof Error) return [problemOf({ message: result.message }), ...warnings];
  return warnings;
}
