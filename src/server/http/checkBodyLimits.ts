import { ApiError } from './apiError';

/** How far a request body may go; each limit is far above what the admin sends. */
export interface BodyLimits {
  /** Nesting of objects and arrays. */
  depth: number;
  /** Objects, arrays and values in all. */
  nodes: number;
  /** Characters of one string or key. */
  stringLength: number;
}

export const BODY_LIMITS: BodyLimits = { depth: 16, nodes: 20_000, stringLength: 100_000 };

/** Keys that would reach an object's prototype when copied: never stored. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function refuse(message: string): ApiError {
  return new ApiError(400, { error: 'INVALID_BODY', message });
}

/**
 * Checks a parsed JSON body before anything reads it: nesting depth, number of values,
 * string and key lengths, numbers that are not finite (`1e309` parses as Infinity) and
 * prototype keys (`__proto__`, `constructor`, `prototype`). Walks without recursion, so a
 * body nested 10 000 levels deep is refused, not a stack overflow. Throws 400 INVALID_BODY
 * naming the JSON pointer of the first fault.
 */
export function checkBodyLimits(body: unknown, limits: BodyLimits = BODY_LIMITS): void {
  const stack: Visit[] = [{ value: body, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    nodes += 1;
    if (nodes > limits.nodes) throw refuse(`Request body has more than ${limits.nodes} values`);
    if (typeof value === 'number' && !Number.isFinite(value)) throw refuse(`${pointerOf(visit) || '/'}: number is not finite`);
    if (typeof value === 'string' && value.length > limits.stringLength)
      throw refuse(`${pointerOf(visit) || '/'}: text longer than ${limits.stringLength} characters`);
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.depth) throw refuse(`${pointerOf(visit) || '/'}: nested deeper than ${limits.depth} levels`);
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) stack.push({ value: value[index], depth: depth + 1, parent: visit, key: String(index) });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw refuse(`${pointerOf(visit)}/${key}: key not allowed`);
      if (key.length > limits.stringLength) throw refuse(`${pointerOf(visit)}: key longer than ${limits.stringLength} characters`);
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, parent: visit, key });
    }
  }
}

/** One value to check, with the way to it: its JSON pointer is only written out for a refusal (every write is checked). */
interface Visit {
  value: unknown;
  depth: number;
  parent?: Visit;
  key?: string;
}

function pointerOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key.replaceAll('~', '~0').replaceAll('/', '~1'));
  return keys
    .reverse()
    .map((key) => `/${key}`)
    .join('');
}
