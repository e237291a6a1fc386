import { randomBytes } from 'node:crypto';

/** A random id put in error bodies, so the one line in the server log can be found. */
export function newTraceId(): string {
  return randomBytes(8).toString('hex');
}
