/** One record a bulk call left as it was, with the API's code of why (a message key). */
export interface BulkFailure {
  id: string;
  error: string;
}

/**
 * The `failures` of a bulk call's answer (`{failures: [{id, error}]}`); an answer of another
 * shape throws, naming the call, rather than reading as "every record done".
 */
export function readBulkFailures(payload: unknown, path: string): { failures: BulkFailure[] } {
  const failures = (payload as { failures?: unknown } | null)?.failures;
  const valid =
    Array.isArray(failures) &&
    failures.every((item: unknown) => {
      const failure = item as Partial<Record<'id' | 'error', unknown>> | null;
      return (
        failure !== null &&
        typeof failure === 'object' &&
        (typeof failure.id === 'string' || typeof failure.id === 'number') &&
        typeof failure.error === 'string'
      );
    });
  if (!valid) throw new Error(`The answer of ${path} is not {failures: [{id, error}]}.`);
  return { failures: (failures as BulkFailure[]).map((failure) => ({ id: String(failure.id), error: failure.error })) };
}
